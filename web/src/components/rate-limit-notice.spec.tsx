import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { installFakeApi } from '@/testing/fake-api';
import { apiRequest } from '@/lib/api-request';
import { createQueryClient } from '@/lib/query-client';
import { RateLimitNotice, rateLimitMessage } from './rate-limit-notice';

afterEach(() => jest.useRealTimers());

function Thing() {
  const { data } = useQuery<{ name: string }>({ queryKey: ['/api/thing'] });
  return <p>{data ? data.name : 'Loading'}</p>;
}

it('says how long to wait, in words', () => {
  expect(rateLimitMessage(37)).toBe('Too many requests. Please wait 37 seconds and try again.');
  expect(rateLimitMessage(1)).toBe('Too many requests. Please wait 1 second and try again.');
});

it('a query told to wait 3 s asks again after 3 s, not sooner, while the person sees the countdown', async () => {
  jest.useFakeTimers();
  let answers = 0;
  const api = installFakeApi({
    'GET /api/thing': () =>
      ++answers === 1
        ? { status: 429, json: { error: 'Too many requests' }, headers: { 'Retry-After': '3' } }
        : { json: { name: 'Barolo' } },
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Thing />
      <RateLimitNotice />
    </QueryClientProvider>,
  );
  await act(() => jest.advanceTimersByTimeAsync(0));
  expect(api.calls).toHaveLength(1);
  expect(screen.getByRole('status')).toHaveTextContent(rateLimitMessage(3));

  await act(() => jest.advanceTimersByTimeAsync(1000));
  expect(screen.getByRole('status')).toHaveTextContent(rateLimitMessage(2));
  // The usual back-off would have asked again after 1 s.
  await act(() => jest.advanceTimersByTimeAsync(1999));
  expect(api.calls).toHaveLength(1);
  expect(screen.getByRole('status')).toHaveTextContent(rateLimitMessage(1));

  await act(() => jest.advanceTimersByTimeAsync(1));
  expect(api.calls).toHaveLength(2);
  expect(await screen.findByText('Barolo')).toBeInTheDocument();
  expect(screen.getByRole('status')).toBeEmptyDOMElement();
});

it('a change refused with a wait is not sent again, and the person is told how long to wait', async () => {
  jest.useFakeTimers();
  const api = installFakeApi({
    'POST /api/follow/mara': { status: 429, json: { error: 'Too many requests' }, headers: { 'Retry-After': '45' } },
  });
  const client = createQueryClient();
  render(
    <QueryClientProvider client={client}>
      <RateLimitNotice />
    </QueryClientProvider>,
  );
  const follow = client
    .getMutationCache()
    .build(client, { mutationFn: () => apiRequest('POST', '/api/follow/mara') })
    .execute(undefined)
    .catch((error: unknown) => error);
  await act(() => jest.advanceTimersByTimeAsync(0));
  expect(screen.getByRole('status')).toHaveTextContent(rateLimitMessage(45));
  await act(() => jest.advanceTimersByTimeAsync(45_000));
  await expect(follow).resolves.toMatchObject({ status: 429 });
  expect(api.calls).toHaveLength(1);
  expect(screen.getByRole('status')).toBeEmptyDOMElement();
});
