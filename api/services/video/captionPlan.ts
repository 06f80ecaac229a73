// Caption timing for promo videos: long lines split so each cue fits the screen, each given time in proportion
// to its length (by sentence, proportional to length: also how an AI voice-over's captions follow the voice).
import type { CaptionCue } from '../../../shared/schemas/video';
import { splitSentences, timeCaptions } from './captions';

/** A template video's captions over its whole length. */
export function captionsFor(lines: readonly string[], durationSec: number): CaptionCue[] {
  return timeCaptions(
    lines.flatMap((line) => splitSentences(line)),
    durationSec,
  );
}

/** An AI video's captions: the script's sentences over the time the voice speaks (cut at the video's end). */
export function captionsForVoice(script: string, voiceSec: number, durationSec: number): CaptionCue[] {
  const end = Math.min(durationSec - 0.2, Math.max(1, voiceSec));
  return timeCaptions(splitSentences(script), durationSec, { startSec: 0, endSec: end });
}
