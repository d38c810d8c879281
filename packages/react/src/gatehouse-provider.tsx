import { useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { createGatehouseClient, type EntitlementsOptions, type GatehouseClient, type Routes, type TenantResolver } from '@gatehouse/client';
import type { PreviewOptions } from '@gatehouse/client/preview';
import type { ThemePaletteInput } from '@gatehouse/core';
import { GatehouseContext, type GatehouseContextValue } from './gatehouse-context';
import { I18nContext } from './i18n/i18n-context';
import { useLocaleSettings } from './i18n/i18n-provider';
import type { Localization } from './i18n/message-id';
import { AuthScreen } from './login-box/auth-screen';
import { brandedTheme, withBoxBackground } from './login-box/branded-theme';
import { createAppHistory, type UrlStrategy } from './routing/create-app-history';
import { matchAuthRoute } from './routing/match-auth-route';
import { themeDensityOf, themeModeOf } from './theme/theme-settings';
import { useThemeVariables } from './theme/use-theme-variables';
import './styles/gatehouse.css';

/** The provider's entitlement options: the client's, plus host attributes for targeting rules. */
export interface ProviderEntitlementsOptions extends EntitlementsOptions {
  /**
   * Attributes rule conditions may read besides those from the token (`frontegg.*`, `jwt.*`), e.g.
   * `{ plan: 'beta' }`; hooks merge their own argument over these. Keep the object stable (memoise it).
   */
  customAttributes?: Record<string, unknown>;
}

/** Props of GatehouseProvider. */
export interface GatehouseProviderProps {
  /** Address of the Gatehouse server (required unless `client` is given; spec 000 §1). */
  baseUrl?: string;
  /** Overrides of the spec 000 §2.1 route paths (ignored when `client` is given: the client's routes apply). */
  routes?: Partial<Routes>;
  /** Auth routes in the path (default) or in the hash. */
  urlStrategy?: UrlStrategy;
  /**
   * Theme palette; its colours become `--gh-color-*` custom properties on the `gh-root` element. The brand from the
   * server (the vendor's colours, a tenant's custom login) applies under it: what this theme gives wins.
   */
  theme?: ThemePaletteInput;
  /** Name shown above the login box (defaults to the vendor name from the server). */
  appName?: string;
  /** Extra origins `?redirectUrl=` may point at (spec 000 §2.1). */
  allowedRedirectOrigins?: string[];
  /** Restrict `?redirectUrl=` to this and the allowed origins (default true). */
  restrictRedirects?: boolean;
  /**
   * Load entitlements with the session (`{ enabled: true }`) so the entitlement hooks and <Entitled> work; when
   * `client` is given, `enabled` is the client's own option and only `customAttributes` is read here.
   */
  entitlements?: ProviderEntitlementsOptions;
  /** Session per tenant (spec 000 §4.7): each tab keeps and refreshes into its own tenant (ignored when `client` is given). */
  sessionPerTenant?: boolean;
  /**
   * Names the tenant whose login box this is (its login alias), read on every call: the box then wears that tenant's
   * custom login (ignored when `client` is given; docs/branding.md).
   */
  tenantResolver?: TenantResolver;
  /** A client created by the host (tests, several providers sharing one session). */
  client?: GatehouseClient;
  /**
   * Preview mode (spec 000 §1): every call answered in the browser from simulated data after 500 ms, no server and
   * no `baseUrl` needed (ignored when `client` is given). See docs/preview-mode.md.
   */
  preview?: boolean | PreviewOptions;
  /**
   * The UI's locale, a BCP 47 tag (`de`, `he-IL`): default the browser's language when Gatehouse has messages for it,
   * else English. Hebrew (and any right-to-left language) sets `dir="rtl"` on the `gh-root` element.
   */
  locale?: string;
  /** The host's messages by locale, over Gatehouse's (`{ en: { 'login.signIn.title': 'Welcome back' } }`); keep it stable. */
  localization?: Localization;
  children?: ReactNode;
}

/** Provides the Gatehouse session to the app and renders the login box on the auth routes it owns. */
export function GatehouseProvider(props: GatehouseProviderProps): ReactNode {
  const { urlStrategy = 'path', theme, appName, children } = props;
  const entitlementAttributes = props.entitlements?.customAttributes;
  const [history] = useState(() => createAppHistory(urlStrategy));
  const [client] = useState(() => {
    const created =
      props.client ??
      createGatehouseClient({
        baseUrl: props.baseUrl ?? '',
        routes: props.routes,
        allowedRedirectOrigins: props.allowedRedirectOrigins,
        restrictRedirects: props.restrictRedirects,
        framework: 'react',
        entitlements: props.entitlements ? { enabled: props.entitlements.enabled } : undefined,
        sessionPerTenant: props.sessionPerTenant,
        tenantResolver: props.tenantResolver,
        preview: props.preview,
      });
    // Installed at once (not in an effect) because child effects run before ours and may navigate.
    created.setNavigator(history.push);
    return created;
  });

  const branding = useSyncExternalStore(client.config.subscribe, () => client.config.getState().branding);
  const effectiveTheme = useMemo(() => brandedTheme(branding, theme), [branding, theme]);

  useEffect(() => {
    client.setNavigator(history.push);
    void client.init();
    return () => client.setNavigator(undefined);
  }, [client, history]);

  const value = useMemo<GatehouseContextValue>(
    () => ({
      client,
      history,
      navigate: (url, options) => (options?.replace ? history.replace(url) : history.push(url)),
      appName,
      entitlementAttributes,
      theme: effectiveTheme,
    }),
    [client, history, appName, entitlementAttributes, effectiveTheme],
  );

  const path = useSyncExternalStore(history.subscribe, history.getPath, history.getPath);
  const screen = matchAuthRoute(path, client.routes);
  const style = withBoxBackground(useThemeVariables(effectiveTheme), branding.boxBackgroundColor);
  const i18n = useLocaleSettings(props.locale, props.localization);

  return (
    <div
      className="gh-root"
      style={style}
      lang={i18n.lang}
      dir={i18n.dir}
      data-gh-mode={themeModeOf(effectiveTheme)}
      data-gh-density={themeDensityOf(effectiveTheme)}
    >
      <I18nContext.Provider value={i18n}>
        <GatehouseContext.Provider value={value}>
          {screen ? <AuthScreen key={screen} screen={screen} /> : children}
        </GatehouseContext.Provider>
      </I18nContext.Provider>
    </div>
  );
}
