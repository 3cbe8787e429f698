// First: the zod settings must hold before any schema is built.
import './zod-config';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@/i18n';
import { App } from '@/app/app';
import { startEarly } from '@/app/early-start';
import { listenForChunkFailures } from '@/lib/chunk-reload';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

listenForChunkFailures();
startEarly(window.location.pathname);

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
