// What /free-song hands /free-song-success in the history entry (kept there across a reload), and how the success
// page reads it back. The success page owns it: /free-song imports it from here when it writes the entry.

export interface SuccessState {
  submissionId: string;
  name: string;
}

/** The history entry's hand-over from /free-song, if this visit came from there (a reload keeps it). */
export function successState(state: unknown): SuccessState | null {
  if (!state || typeof state !== 'object') return null;
  const { submissionId, name } = state as Partial<SuccessState>;
  return typeof submissionId === 'string' && submissionId ? { submissionId, name: typeof name === 'string' ? name : '' } : null;
}
