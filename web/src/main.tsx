import './lib/zod-config';
import '@fontsource-variable/inter/wght.css';
import '@fontsource-variable/fraunces/wght.css';
import './index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadScreenFor } from './app/route-table';
import { initAnalytics } from './lib/analytics';
import { prepareClassMerge } from './lib/cn';

preloadScreenFor(window.location.pathname);
initAnalytics();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
setTimeout(prepareClassMerge, 0);
