import type { ReactNode } from 'react';
import { startSocialLogin, type SocialProvider } from '@gatehouse/client';
import { useGatehouse } from '../gatehouse-context';
import { loginMessages } from '../i18n/login-messages';
import { useMessages } from '../i18n/use-messages';
import { SocialMark } from './social-mark';
import './social-buttons.css';

/** Providers' names as they write them: trademarks, the same in every language. */
const providerNames: Record<SocialProvider['type'], string> = {
  google: 'Google',
  microsoft: 'Microsoft',
  github: 'GitHub',
  facebook: 'Facebook',
  slack: 'Slack',
  apple: 'Apple',
  linkedin: 'LinkedIn',
};

/** Props of SocialButtons. */
export interface SocialButtonsProps {
  providers: SocialProvider[];
  loading: boolean;
}

/** The social sign-in buttons: each leaves for its provider through the server's authorize address. */
export function SocialButtons({ providers, loading }: SocialButtonsProps): ReactNode {
  const { client } = useGatehouse();
  const { t } = useMessages(loginMessages);
  return (
    <div className="gh-social">
      <p className="gh-social-divider">
        <span>{t('login.social.divider')}</span>
      </p>
      {providers.map((provider) => (
        <button
          key={provider.type}
          type="button"
          className="gh-button gh-button-secondary gh-social-button"
          data-provider={provider.type}
          disabled={loading}
          onClick={() => startSocialLogin(client, provider)}
        >
          <SocialMark type={provider.type} />
          <span>{t('login.social.continueWith', { provider: providerNames[provider.type] })}</span>
        </button>
      ))}
    </div>
  );
}
