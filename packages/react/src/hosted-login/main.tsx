import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { HostedLoginApp } from './hosted-login-app';
import { hostedLocale } from './hosted-locale';
import { resumeUrl } from './hosted-routes';

// Entry of the hosted login bundle (vite.hosted.config.ts); never part of the library's exports.
const root = document.getElementById('root');
if (!root) throw new Error('The hosted login page has no #root element');
const resume = resumeUrl(window.location, window.sessionStorage);
createRoot(root).render(
  <StrictMode>
    <HostedLoginApp baseUrl={window.location.origin} resume={resume} locale={hostedLocale(resume)} />
  </StrictMode>,
);
