import { FOLLOW_UP_ERRORS, FOLLOW_UP_FAILED_MESSAGE } from '@sorsi/proto';
import { ApiError } from '@/lib/api-request';

export interface FollowUpProblem {
  title: string;
  text: string;
  retryable: boolean;
}

const isCatalogued = (type: string | undefined): type is keyof typeof FOLLOW_UP_ERRORS =>
  type !== undefined && Object.hasOwn(FOLLOW_UP_ERRORS, type);

/**
 * Spec §8, the Compare follow-up catalogue: the title and text of the failure's `errorType`, else 'Error'
 * with the server's words or the default; Retry is offered when the server says the request is retryable
 * (a failure with no answer from the server, such as a dropped connection, may be retried too).
 */
export function followUpProblem(error: unknown): FollowUpProblem {
  const failure = error instanceof ApiError ? error.failure : { retryable: true };
  const retryable = failure.retryable ?? false;
  if (isCatalogued(failure.errorType)) return { ...FOLLOW_UP_ERRORS[failure.errorType], retryable };
  const text = error instanceof ApiError && error.message ? error.message : FOLLOW_UP_FAILED_MESSAGE;
  return { title: 'Error', text, retryable };
}
