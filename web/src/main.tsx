import './lib/zod-config';
import '@fontsource-variable/inter/wght.css';
import '@fontsource-variable/fraunces/wght.css';
import './index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { prepareFirstScreen } from './app/first-screen';
import { initAnalytics } from './lib/analytics';
import { prepareClassMerge } from './lib/cn';
import { createQueryClient } from './lib/query-client';

initAnalytics();

const queryClient = createQueryClient();
prepareFirstScreen(window.location.pathname, queryClient);
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>,
);
setTimeout(prepareClassMerge, 0);
