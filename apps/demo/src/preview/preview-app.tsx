import { useMemo, useState, type ReactNode } from 'react';
import { GatehouseProvider } from '@gatehouse/react';
import { previewBrands, readPreviewParams, writePreviewParams, type PreviewParams } from './preview-params';
import { PreviewControls } from './preview-controls';
import { hostLocalization } from './preview-screens';
import { PreviewStage } from './preview-stage';
import './preview.css';

// A large account for the dialog proofs of issue 16: 50 more members, 30 roles, 100 permissions.
const largeAccount = { members: 50, roles: 30, permissions: 100 };

/**
 * The preview page (`/preview`): the login box and the admin portal in preview mode, answered in the browser with no
 * server, under a control bar for the locale, the colour mode, the brand colour, the width and the data. Everything it
 * shows is in its address (docs/preview-mode.md), login-box screens in the hash (`/preview#/account/sign-up`).
 */
export function PreviewApp(): ReactNode {
  const [params, setParams] = useState(() => readPreviewParams(window.location.search));
  const change = (next: Partial<PreviewParams>) => {
    const merged = { ...params, ...next };
    setParams(merged);
    // The address follows, so a reload or a shared link shows the same; the hash (the login-box route) is kept.
    window.history.replaceState(
      window.history.state,
      '',
      `${window.location.pathname}${writePreviewParams(merged)}${window.location.hash}`,
    );
  };
  const brand = previewBrands[params.brand];
  const theme = useMemo(() => ({ mode: params.mode, ...(brand ? { primary: brand } : {}) }), [params.mode, brand]);
  const preview = useMemo(
    () => ({ delayMs: params.delay, signedIn: params.view === 'portal', ...(params.data === 'large' ? largeAccount : {}) }),
    [params.delay, params.view, params.data],
  );
  // A new preview world (its data, who is signed in) needs a new provider: its client is made once.
  const world = `${params.view}-${params.data}-${params.delay}`;

  return (
    <div className="demo-preview" data-mode={params.mode}>
      {params.controls && <PreviewControls params={params} onChange={change} />}
      <div className="demo-preview-stage" data-width={params.width}>
        <GatehouseProvider
          key={world}
          preview={preview}
          urlStrategy="hash"
          appName="Acme"
          theme={theme}
          locale={params.locale}
          localization={params.hostMessages ? hostLocalization : undefined}
        >
          <PreviewStage section={params.section} theme={theme} />
        </GatehouseProvider>
      </div>
    </div>
  );
}
