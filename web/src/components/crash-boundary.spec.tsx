import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { browserNavigation } from '@/lib/browser-navigation';
import { CrashBoundary } from './crash-boundary';

// Spec social-and-discovery §2 "Crash fallback".

let shouldCrash = true;
function Fragile() {
  if (shouldCrash) throw new Error('broken screen');
  return <p>Recovered</p>;
}

beforeEach(() => {
  shouldCrash = true;
  // React reports the caught error on the console; that is expected here.
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

it("shows 'Something went wrong' with Try Again and Go to Home", () => {
  render(
    <CrashBoundary>
      <Fragile />
    </CrashBoundary>,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Go to Home' })).toBeInTheDocument();
});

it('renders the screen again on Try Again', async () => {
  render(
    <CrashBoundary>
      <Fragile />
    </CrashBoundary>,
  );
  shouldCrash = false;
  await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
  expect(screen.getByText('Recovered')).toBeInTheDocument();
});

it('reloads the app at / on Go to Home', async () => {
  const assign = jest.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
  render(
    <CrashBoundary>
      <Fragile />
    </CrashBoundary>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Go to Home' }));
  expect(assign).toHaveBeenCalledWith('/');
});
