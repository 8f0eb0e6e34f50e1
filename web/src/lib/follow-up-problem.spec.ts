import { ApiError } from '@/lib/api-request';
import { followUpProblem } from './follow-up-problem';

describe('followUpProblem (spec §8, the Compare follow-up catalogue)', () => {
  it.each([
    ['timeout', 'Request Timeout', 'The request took too long. Please try again.'],
    ['rate_limit', 'Rate Limited', 'Too many requests. Please wait a moment and try again.'],
    ['quota_exceeded', 'Service Unavailable', 'The AI service is temporarily unavailable. Please try again later.'],
    ['invalid_request', 'Invalid Request', "Your request couldn't be processed. Please try rephrasing your question."],
  ])('shows the title and text of %s', (errorType, title, text) => {
    const error = new ApiError('server words', 500, undefined, { errorType, retryable: true });
    expect(followUpProblem(error)).toEqual({ title, text, retryable: true });
  });

  it("shows 'Error' with the server's words for any other failure, and Retry only when retryable", () => {
    expect(
      followUpProblem(new ApiError('Upstream broke', 502, undefined, { errorType: 'server_error', retryable: true })),
    ).toEqual({
      title: 'Error',
      text: 'Upstream broke',
      retryable: true,
    });
    expect(followUpProblem(new ApiError('', 400, undefined, {}))).toEqual({
      title: 'Error',
      text: 'Failed to process your follow-up question. Please try again.',
      retryable: false,
    });
  });

  it('offers Retry when the server never answered (a dropped connection)', () => {
    expect(followUpProblem(new TypeError('Failed to fetch'))).toMatchObject({ title: 'Error', retryable: true });
  });
});
