// Where an application stands, as the page shows it: known to the page before the form's code (and its machine) has
// loaded, and reported by the form once it runs (FreeSongApply).

export type Phase = 'restoring' | 'editing' | 'sending' | 'queued' | 'sent' | 'full';

export interface ApplicationPhase {
  phase: Phase;
  /** Whether a waiting application is kept on the device. */
  kept: boolean;
}

/** An application already on its way (or waiting offline) keeps its form; a new one cannot start without a spot. */
export function isFull(phase: Phase, remaining: number | undefined): boolean {
  return phase === 'full' || (phase === 'editing' && remaining === 0);
}
