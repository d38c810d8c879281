// @vitest-environment happy-dom
import { defaultRoutes } from '@gatehouse/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppHistory } from './create-app-history';
import { matchAuthRoute } from './match-auth-route';

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('createAppHistory (path strategy)', () => {
  it('reads the path and pushes without reload, notifying subscribers', () => {
    window.history.replaceState(null, '', '/account/login/?x=1');
    const history = createAppHistory('path');
    expect(history.getPath()).toBe('/account/login');
    const listener = vi.fn();
    const stop = history.subscribe(listener);
    history.push('/reports?tab=2#top');
    expect(window.location.pathname).toBe('/reports');
    expect(history.getCurrentUrl()).toBe('/reports?tab=2#top');
    expect(listener).toHaveBeenCalledTimes(1);
    history.replace(`${window.location.origin}/settings`);
    expect(history.getPath()).toBe('/settings');
    stop();
    history.push('/after');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('leaves the site with a full navigation for another origin', () => {
    const assign = vi.fn();
    const fakeWindow = {
      location: { href: 'https://app.test/x', origin: 'https://app.test', pathname: '/x', search: '', hash: '', assign },
      history: { pushState: vi.fn(), replaceState: vi.fn() },
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    } as unknown as Window;
    createAppHistory('path', fakeWindow).push('https://idp.example.com/login');
    expect(assign).toHaveBeenCalledWith('https://idp.example.com/login');
    createAppHistory('path', fakeWindow).push('//evil.test/');
    expect(assign).toHaveBeenLastCalledWith('//evil.test/');
  });

  it('follows back/forward (popstate)', () => {
    const history = createAppHistory('path');
    const listener = vi.fn();
    history.subscribe(listener);
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(listener).toHaveBeenCalledOnce();
  });
});

describe('createAppHistory (hash strategy)', () => {
  it('keeps routes in the hash', () => {
    window.history.replaceState(null, '', '/app/#/account/activate?userId=1');
    const history = createAppHistory('hash');
    expect(history.getPath()).toBe('/account/activate');
    expect(history.getCurrentUrl()).toBe('/account/activate?userId=1');
    history.push('/');
    expect(window.location.pathname).toBe('/app/');
    expect(window.location.hash).toBe('#/');
    expect(history.getPath()).toBe('/');
    expect(history.href('/account/login')).toBe('#/account/login');
  });

  it('an empty hash is the root route', () => {
    window.history.replaceState(null, '', '/');
    expect(createAppHistory('hash').getPath()).toBe('/');
  });
});

describe('matchAuthRoute', () => {
  it('maps the owned routes of spec §2.1 to screens', () => {
    expect(matchAuthRoute('/account/login', defaultRoutes)).toBe('login');
    expect(matchAuthRoute('/account/login/', defaultRoutes)).toBe('login');
    expect(matchAuthRoute('/account/sign-up', defaultRoutes)).toBe('signUp');
    expect(matchAuthRoute('/account/activate?userId=1', defaultRoutes)).toBe('activate');
    expect(matchAuthRoute('/account/forget-password', defaultRoutes)).toBe('forgotPassword');
    expect(matchAuthRoute('/account/reset-password', defaultRoutes)).toBe('resetPassword');
    expect(matchAuthRoute('/account/logout', defaultRoutes)).toBe('logout');
    expect(matchAuthRoute('/account/login/magic-link', defaultRoutes)).toBe('magicLink');
    expect(matchAuthRoute('/account/saml/callback?RelayState=r', defaultRoutes)).toBe('samlCallback');
    expect(matchAuthRoute('/account/oidc/callback', defaultRoutes)).toBe('oidcCallback');
    expect(matchAuthRoute('/account/social/success', defaultRoutes)).toBe('socialSuccess');
    expect(matchAuthRoute('/account/redirect', defaultRoutes)).toBeNull();
    expect(matchAuthRoute('/', defaultRoutes)).toBeNull();
  });

  it('follows configured routes', () => {
    expect(matchAuthRoute('/sign-in', { ...defaultRoutes, loginUrl: '/sign-in' })).toBe('login');
    expect(matchAuthRoute('/account/login', { ...defaultRoutes, loginUrl: '/sign-in' })).toBeNull();
  });
});
