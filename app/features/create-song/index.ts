// The order wizard, as the route table (app/App.tsx) loads it: its code evaluated in four turns, a task each
// (zod with the shared field rules, the order's schemas, XState and the wizard's machines, then the page), not in
// one long task while the page hydrates. All of it is fetched at once: the prerendered page names every chunk.
import { importInTurns } from '../../core/importInTurns';

export const loadCreateSongPage = () =>
  importInTurns(
    () => import('../../../shared/schemas/fields'),
    () => import('../../../shared/schemas/order'),
    () => import('./machine/wizardMachine'),
    () => import('./CreateSongPage'),
  );
