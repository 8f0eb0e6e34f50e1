import '@testing-library/jest-dom';
import { cleanup, configure } from '@testing-library/react';
import { dismissToast, getToasts } from '@/components/ui/use-toast';
import { IntersectionObserverStandIn } from './intersection-observer';

// Route screens load as lazy chunks; on a busy CI machine the first load of one can take seconds,
// so waiting queries get more than Testing Library's 1 s default.
configure({ asyncUtilTimeout: 10_000 });
// A test may hold several such waits; `testTimeout` in a project's Jest config is not honoured when
// the root runs all projects, so the budget is set here.
jest.setTimeout(20_000);

// jsdom does not lay out or scroll; these stand in for the browser APIs Radix and the router call.
class ResizeObserverStandIn {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
globalThis.ResizeObserver ??= ResizeObserverStandIn;

globalThis.IntersectionObserver ??= IntersectionObserverStandIn as unknown as typeof IntersectionObserver;
Element.prototype.scrollIntoView ??= jest.fn();
window.scrollTo = jest.fn() as typeof window.scrollTo;

afterEach(() => {
  // Unmount first, so clearing the toast queue updates no rendered tree.
  cleanup();
  for (const item of getToasts()) dismissToast(item.id);
  jest.restoreAllMocks();
  // Each test installs its own fake gateway (testing/fake-api.ts).
  Reflect.deleteProperty(globalThis, 'fetch');
});
