import { act, render, screen } from '@testing-library/react';
import { BACK_ONLINE_MESSAGE, BACK_ONLINE_NOTICE_MS, OfflineBanner, OFFLINE_MESSAGE } from './offline-banner';

// Spec social-and-discovery §2 "Offline banner", §4 "Network: online, offline, back online".

afterEach(() => jest.useRealTimers());

const goOffline = () => act(() => void window.dispatchEvent(new Event('offline')));
const goOnline = () => act(() => void window.dispatchEvent(new Event('online')));

it('uses the spec texts', () => {
  expect(OFFLINE_MESSAGE).toBe("You're offline. Some features may not work properly.");
  expect(BACK_ONLINE_MESSAGE).toBe("You're back online! All features are available.");
});

it('says nothing while online', () => {
  render(<OfflineBanner />);
  expect(screen.getByRole('status')).toBeEmptyDOMElement();
});

it('announces going offline, then coming back, then clears', () => {
  jest.useFakeTimers();
  render(<OfflineBanner />);
  goOffline();
  expect(screen.getByRole('status')).toHaveTextContent(OFFLINE_MESSAGE);
  goOnline();
  expect(screen.getByRole('status')).toHaveTextContent(BACK_ONLINE_MESSAGE);
  act(() => jest.advanceTimersByTime(BACK_ONLINE_NOTICE_MS - 1));
  expect(screen.getByRole('status')).toHaveTextContent(BACK_ONLINE_MESSAGE);
  act(() => jest.advanceTimersByTime(1));
  expect(screen.getByRole('status')).toBeEmptyDOMElement();
});

it('stays on the offline message when the connection drops again before the notice clears', () => {
  jest.useFakeTimers();
  render(<OfflineBanner />);
  goOffline();
  goOnline();
  goOffline();
  act(() => jest.advanceTimersByTime(BACK_ONLINE_NOTICE_MS));
  expect(screen.getByRole('status')).toHaveTextContent(OFFLINE_MESSAGE);
});

it('starts on the offline message when the page opens offline', () => {
  jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  render(<OfflineBanner />);
  expect(screen.getByRole('status')).toHaveTextContent(OFFLINE_MESSAGE);
});
