// What the production board sends: a card moved to another stage (issue 26).
import { z } from 'zod';
import { DESK_MESSAGES, MOVABLE_STAGES } from '../desk';

export const stageChangeSchema = z.strictObject({
  stage: z.enum(MOVABLE_STAGES, {
    error: (issue) => (issue.input === 'delivered' ? DESK_MESSAGES.deliveredByHand : DESK_MESSAGES.unknownStage),
  }),
});
export type StageChange = z.output<typeof stageChangeSchema>;
