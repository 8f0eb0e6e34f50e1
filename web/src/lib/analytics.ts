import type { PostHog } from 'posthog-js';
import { appConfig } from './app-config';

// Usage analytics (spec §7: events "are not business behaviour"). Off unless VITE_POSTHOG_KEY is set;
// posthog-js is then loaded as its own chunk, so the app never pays for it when analytics is off.
// Every function here is fire-and-forget: nothing in the product may wait on or branch on analytics.

export interface AnalyticsIdentity {
  id: string;
  email: string | null;
  username: string;
  firstName: string | null;
  lastName: string | null;
}

let client: Promise<PostHog | null> = Promise.resolve(null);

export function isAnalyticsEnabled(): boolean {
  return appConfig.posthogKey !== '';
}

export function initAnalytics(): void {
  if (!isAnalyticsEnabled()) return;
  client = import('posthog-js')
    .then(({ default: posthog }) => {
      posthog.init(appConfig.posthogKey, {
        api_host: appConfig.posthogHost,
        // Page views are sent by trackPageview on every route change, with the page's name.
        capture_pageview: false,
        capture_performance: true,
        enable_recording_console_log: true,
        session_recording: { maskAllInputs: true },
        respect_dnt: true,
      });
      return posthog;
    })
    .catch(() => null);
}

function withClient(use: (posthog: PostHog) => void): void {
  void client.then((posthog) => posthog && use(posthog));
}

export function identifyUser(user: AnalyticsIdentity): void {
  withClient((posthog) =>
    posthog.identify(user.id, {
      email: user.email,
      username: user.username,
      first_name: user.firstName,
      last_name: user.lastName,
    }),
  );
}

export function trackPageview(path: string, pageName: string): void {
  withClient((posthog) => posthog.capture('$pageview', { page_name: pageName, path }));
}

export function trackEvent(name: string, properties?: Record<string, unknown>): void {
  withClient((posthog) => posthog.capture(name, properties));
}

export function trackError(error: unknown, properties?: Record<string, unknown>): void {
  withClient((posthog) => posthog.captureException(error, properties));
}
