import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { HostedPortalApp } from './hosted-portal-app';
import './hosted-portal.css';

// Entry of the hosted admin portal bundle (vite.hosted-portal.config.ts); never part of the library's exports.
const root = document.getElementById('root');
if (!root) throw new Error('The hosted admin portal page has no #root element');
createRoot(root).render(
  <StrictMode>
    <HostedPortalApp baseUrl={window.location.origin} />
  </StrictMode>,
);
