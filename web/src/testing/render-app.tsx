import { render } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { App } from '@/app/app';
import { browserNavigation } from '@/lib/browser-navigation';

/**
 * Renders the whole app at `path` with an in-memory address bar. Full-page navigations (sign-in,
 * sign-out, reload) are recorded in `fullPageNavigations` instead of leaving jsdom's page. `queryClient`:
 * one the first screen was readied in (app/first-screen.ts), as main.tsx hands it over.
 */
export function renderApp(
  path: string,
  { fakeTimers = false, queryClient }: { fakeTimers?: boolean; queryClient?: QueryClient } = {},
) {
  const location = memoryLocation({ path, record: true });
  const fullPageNavigations: string[] = [];
  jest.spyOn(browserNavigation, 'assign').mockImplementation((url) => void fullPageNavigations.push(url));
  jest.spyOn(browserNavigation, 'reload').mockImplementation(() => void fullPageNavigations.push('reload'));
  const user = userEvent.setup(fakeTimers ? { advanceTimers: (ms) => jest.advanceTimersByTime(ms) } : {});
  const view = render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <App queryClient={queryClient} />
    </Router>,
  );
  return { ...view, user, location, fullPageNavigations };
}
