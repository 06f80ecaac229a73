// The spec's lead event for a free-song application, sent once per application: a reload of the success page,
// a second tab or the background sender finding the same application records nothing more.
import { track } from '../../core/analytics';

const key = (submissionId: string) => `free-song-lead:${submissionId}`;

export function trackLeadOnce(submissionId: string): void {
  try {
    if (localStorage.getItem(key(submissionId)) === '1') return;
    localStorage.setItem(key(submissionId), '1');
  } catch {
    // Storage refused (private mode, quota): better one event too many than none.
  }
  track({ name: 'lead' });
}
