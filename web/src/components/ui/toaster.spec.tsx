import { act, render, screen } from '@testing-library/react';
import Toaster, { TOAST_DURATION_MS } from './toaster';
import { toast } from './use-toast';

// Spec taste-and-account §9 "Toasts: one shown at a time; default display 5 s".

afterEach(() => jest.useRealTimers());

it('shows one toast at a time: a new one replaces the shown one', () => {
  render(<Toaster />);
  act(() => void toast({ title: 'First' }));
  act(() => void toast({ title: 'Second', description: 'More words' }));
  expect(screen.queryByText('First')).not.toBeInTheDocument();
  expect(screen.getByText('Second')).toBeInTheDocument();
  expect(screen.getByText('More words')).toBeInTheDocument();
});

it('hides a toast after 5 s', () => {
  jest.useFakeTimers();
  render(<Toaster />);
  act(() => void toast({ title: 'Saved' }));
  act(() => jest.advanceTimersByTime(TOAST_DURATION_MS - 1));
  expect(screen.getByText('Saved')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.queryByText('Saved')).not.toBeInTheDocument();
});

it('can be dismissed with its close button', async () => {
  render(<Toaster />);
  act(() => void toast({ title: 'Saved' }));
  await act(async () => screen.getByRole('button', { name: 'Dismiss notification' }).click());
  expect(screen.queryByText('Saved')).not.toBeInTheDocument();
});
