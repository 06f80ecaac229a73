// The words for a lyric-revision request that failed, kept apart from the form so the rule is tested without React.
import { ApiError } from '../../core/api/client';

/** What to say when sending failed, unless the answer is shown elsewhere (the note's error, the refusal). */
export function revisionFailure(error: unknown): string | null {
  if (!error || (error instanceof ApiError && (error.status === 400 || error.status === 409))) return null;
  return error instanceof ApiError && error.status === 429 && error.serverMessage
    ? error.serverMessage
    : 'We couldn’t send your request. Please try again.';
}
