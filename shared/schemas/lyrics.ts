// What lyrics approval sends (issue 26, item 4): the musician's draft, and the buyer's answer on the order page.
import { z } from 'zod';
import { LYRICS_MESSAGES, LYRICS_NOTE_MAX, LYRICS_TEXT_MAX } from '../lyrics';
import { text } from './fields';

export const lyricsDraftSchema = z.strictObject({
  text: text('Lyrics', LYRICS_TEXT_MAX, LYRICS_MESSAGES.textMissing),
});
export type LyricsDraftInput = z.output<typeof lyricsDraftSchema>;

export const lyricsAnswerSchema = z.discriminatedUnion(
  'decision',
  [
    z.strictObject({ decision: z.literal('approve') }),
    z.strictObject({ decision: z.literal('change'), note: text('Your note', LYRICS_NOTE_MAX, LYRICS_MESSAGES.noteMissing) }),
  ],
  { error: LYRICS_MESSAGES.decisionInvalid },
);
export type LyricsAnswerInput = z.output<typeof lyricsAnswerSchema>;
