import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { PREVIEW_PATH } from './preview/preview-params';
import './demo.css';

// The preview page runs without a server (docs/preview-mode.md): its own chunk, and the demo app never starts there.
const PreviewApp = lazy(() => import('./preview/preview-app').then((m) => ({ default: m.PreviewApp })));
const isPreview = window.location.pathname.replace(/\/+$/, '') === PREVIEW_PATH;

const root = document.getElementById('root');
if (!root) throw new Error('The demo page has no #root element');
createRoot(root).render(
  <StrictMode>
    {isPreview ? (
      <Suspense fallback={null}>
        <PreviewApp />
      </Suspense>
    ) : (
      <App />
    )}
  </StrictMode>,
);
