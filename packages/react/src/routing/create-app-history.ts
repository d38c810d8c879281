/** How auth routes live in the address: the path (`/account/login`) or the hash (`#/account/login`) (spec 000 §2.1). */
export type UrlStrategy = 'path' | 'hash';

/** The little router the provider needs: read the route, move, and be told of moves. No router dependency. */
export interface AppHistory {
  readonly strategy: UrlStrategy;
  /** The route path without query or hash, e.g. `/account/login`. */
  getPath(): string;
  /** The in-app URL (path, query and, for the path strategy, hash): what to come back to after signing in. */
  getCurrentUrl(): string;
  /** Navigates: in-app URLs without reload, other origins with a full page load. */
  push(url: string): void;
  /** Like push, replacing the current history entry. */
  replace(url: string): void;
  /** Calls `listener` after every navigation (push, replace, back/forward, hash edits). */
  subscribe(listener: () => void): () => void;
  /** The href an anchor needs for an in-app URL under this strategy. */
  href(url: string): string;
}

const SCHEME = /^[a-z][a-z\d+.-]*:/i;

/** Creates an AppHistory over a window (the real one by default). */
export function createAppHistory(strategy: UrlStrategy = 'path', win: Window = window): AppHistory {
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of [...listeners]) listener();
  };

  const hashUrl = () => {
    const raw = win.location.hash.replace(/^#/, '');
    return raw.startsWith('/') ? raw : `/${raw}`;
  };

  // Turns any URL into the in-app URL, or null when it leaves this site (then a full navigation is needed).
  const toAppUrl = (url: string): string | null => {
    if (!SCHEME.test(url) && !url.startsWith('//') && !url.startsWith('\\')) return url;
    const target = new URL(url, win.location.href);
    if (target.origin !== win.location.origin) return null;
    if (strategy === 'hash' && target.hash.startsWith('#/')) return target.hash.slice(1);
    return `${target.pathname}${target.search}${target.hash}`;
  };

  const go = (url: string, replace: boolean) => {
    const appUrl = toAppUrl(url);
    if (appUrl === null) {
      win.location.assign(url);
      return;
    }
    const next = strategy === 'hash' ? `#${appUrl}` : appUrl;
    if (replace) win.history.replaceState(null, '', next);
    else win.history.pushState(null, '', next);
    notify();
  };

  return {
    strategy,
    getPath() {
      const path = strategy === 'hash' ? (hashUrl().split('?')[0] ?? '/') : win.location.pathname;
      return path.length > 1 ? path.replace(/\/+$/, '') : path;
    },
    getCurrentUrl() {
      if (strategy === 'hash') return hashUrl();
      return `${win.location.pathname}${win.location.search}${win.location.hash}`;
    },
    push: (url) => go(url, false),
    replace: (url) => go(url, true),
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1) {
        win.addEventListener('popstate', notify);
        win.addEventListener('hashchange', notify);
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          win.removeEventListener('popstate', notify);
          win.removeEventListener('hashchange', notify);
        }
      };
    },
    href: (url) => (strategy === 'hash' ? `#${url}` : url),
  };
}
