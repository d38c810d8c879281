import type { Clock, LocationLike, StorageLike } from './client-options';

/** A Storage kept in memory: the fallback where no browser storage exists (SSR, tests, privacy modes). */
export function createMemoryStorage(): StorageLike {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, String(value)),
    removeItem: (key) => void values.delete(key),
  };
}

/** The browser's storage of that name when it can be used, else memory (access can throw in sandboxed frames). */
export function browserStorage(name: 'localStorage' | 'sessionStorage'): StorageLike {
  try {
    const storage = (globalThis as Record<string, unknown>)[name] as StorageLike | undefined;
    if (storage && typeof storage.getItem === 'function') return storage;
  } catch {
    // fall through to memory
  }
  return createMemoryStorage();
}

/** window.location when there is one; otherwise a stand-in that cannot navigate. */
export function browserLocation(): LocationLike {
  const location = (globalThis as { location?: LocationLike }).location;
  if (location && typeof location.assign === 'function') return location;
  return { href: 'http://localhost/', origin: 'http://localhost', search: '', hash: '', assign: () => undefined };
}

/** The real clock; globals are looked up at call time so test fake timers apply. */
export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};
