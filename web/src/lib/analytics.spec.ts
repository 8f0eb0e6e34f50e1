import type { AppConfig } from './app-config';

// Analytics (docs/architecture.md, "The web client"): posthog-js only when a key is configured, with input masking, page views,
// performance, console recording and Do Not Track respected. posthog is a third-party network
// service, so these tests replace the library and look at what the app asks of it.

const posthog = { init: jest.fn(), identify: jest.fn(), capture: jest.fn(), captureException: jest.fn() };

function loadAnalytics(posthogKey: string): typeof import('./analytics') {
  const config: AppConfig = { posthogKey, posthogHost: 'https://analytics.example', feedbackUrl: '' };
  (globalThis as unknown as { __APP_CONFIG__: AppConfig }).__APP_CONFIG__ = config;
  jest.doMock('posthog-js', () => ({ __esModule: true, default: posthog }));
  let analytics!: typeof import('./analytics');
  jest.isolateModules(() => {
    analytics = jest.requireActual('./analytics');
  });
  return analytics;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => Object.values(posthog).forEach((fn) => fn.mockClear()));

it('stays off without a key: posthog is never loaded or called', async () => {
  const analytics = loadAnalytics('');
  analytics.initAnalytics();
  analytics.trackEvent('feature_used');
  await settle();
  expect(analytics.isAnalyticsEnabled()).toBe(false);
  expect(posthog.init).not.toHaveBeenCalled();
  expect(posthog.capture).not.toHaveBeenCalled();
});

it('starts posthog with masking, performance, console recording and Do Not Track when a key is set', async () => {
  const analytics = loadAnalytics('phc_test');
  analytics.initAnalytics();
  await settle();
  expect(posthog.init).toHaveBeenCalledWith('phc_test', {
    api_host: 'https://analytics.example',
    capture_pageview: false,
    capture_performance: true,
    enable_recording_console_log: true,
    session_recording: { maskAllInputs: true },
    respect_dnt: true,
  });
});

it('identifies the person with id, email, username and first/last name', async () => {
  const analytics = loadAnalytics('phc_test');
  analytics.initAnalytics();
  analytics.identifyUser({ id: 'u1', email: 'a@x.io', username: 'ada_l', firstName: 'Ada', lastName: null });
  analytics.trackPageview('/about', 'about');
  await settle();
  expect(posthog.identify).toHaveBeenCalledWith('u1', {
    email: 'a@x.io',
    username: 'ada_l',
    first_name: 'Ada',
    last_name: null,
  });
  expect(posthog.capture).toHaveBeenCalledWith('$pageview', { page_name: 'about', path: '/about' });
});
