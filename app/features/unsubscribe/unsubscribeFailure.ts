// What the unsubscribe page says when taking the address off the list failed.
import { ApiError } from '../../core/api/client';

/** The server's own sentence when it answered, a connection hint when it did not; null without a failure. */
export function unsubscribeFailure(error: unknown): string | null {
  if (error instanceof ApiError) return error.serverMessage ?? error.message;
  return error ? 'Could not reach the server. Please check your connection and try again.' : null;
}
