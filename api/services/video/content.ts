// What a template video is made of, resolved when the admin asks for it: the look, the caption lines, the music
// and the reaction clip. Checked here (a missing sample or reaction is a 400 now, not a failed render later) and
// stored with the video, so the render does exactly what was asked even if the template changes meanwhile.
import type { Kysely } from 'kysely';
import {
  VIDEO_MESSAGES,
  VIDEO_DEFAULTS,
  type AiStyle,
  type AiVoice,
  type TemplateContent,
  type TemplateKind,
} from '../../../shared/schemas/video';
import { findSampleSong, listSampleSongs } from '../../db/sampleSongs';
import type { Database } from '../../db/schema';
import { findTestimonial } from '../../db/testimonials';
import { findReceivedReaction, listReceivedReactions } from '../../db/videos';
import { invalid } from '../errors';

/** Stored with a generated video (its `request` column). */
export interface RenderPlan {
  look: TemplateKind | 'ai';
  title: string;
  description: string | null;
  /** The caption lines of a template video (AI videos get theirs from the script). */
  captionLines: string[];
  /** The sample song under the video, if any. */
  sampleSongId: string | null;
  /** The free-song submission whose reaction video is shown (the reaction highlight). */
  submissionId: string | null;
  ai?: { prompt: string; voiceScript: string; voiceType: AiVoice; style: AiStyle };
}

const HOW_IT_WORKS = [
  'Share your story: who it’s for, the occasion, the moments that matter.',
  'Choose your style: the mood, the genre and the voice.',
  'We create the magic: songwriters and musicians write and record it.',
  'Receive your song: the MP3 and lyrics arrive by email, ready to share.',
];

/** The request fields a refusal of the template's content is about (they sit in the body's `contentData`). */
const CONTENT_FIELD = {
  sampleSongId: 'contentData.sampleSongId',
  submissionId: 'contentData.submissionId',
  testimonialId: 'contentData.testimonialId',
  captions: 'contentData.captions',
} as const;

/** "a pop", "an acoustic". */
const withArticle = (word: string) => `${/^[aeiou]/i.test(word) ? 'an' : 'a'} ${word}`;

/** A customer's words as a caption: in quotes, signed with their first name. */
export const quoted = (message: string, name: string) => `“${message.trim()}” — ${name.trim().split(/\s+/)[0]}`;

/** The sample song to play: the chosen one, else the first of the list; none when music is off. */
async function musicFor(db: Kysely<Database>, content: TemplateContent, kind: TemplateKind): Promise<string | null> {
  const wanted = content.includeMusic ?? (kind === 'song_teaser' ? true : VIDEO_DEFAULTS.includeMusic);
  if (content.sampleSongId) {
    if (!(await findSampleSong(db, content.sampleSongId))) throw invalid(VIDEO_MESSAGES.sampleNotFound, CONTENT_FIELD.sampleSongId);
    return wanted || kind === 'song_teaser' ? content.sampleSongId : null;
  }
  if (!wanted) return null;
  return (await listSampleSongs(db))[0]?.id ?? null;
}

async function reactionFor(db: Kysely<Database>, content: TemplateContent, required: boolean) {
  if (content.submissionId) {
    const reaction = await findReceivedReaction(db, content.submissionId);
    if (!reaction) throw invalid(VIDEO_MESSAGES.reactionNotFound, CONTENT_FIELD.submissionId);
    return reaction;
  }
  if (required) throw invalid(VIDEO_MESSAGES.reactionNeeded, CONTENT_FIELD.submissionId);
  return (await listReceivedReactions(db))[0];
}

export async function planTemplateVideo(
  db: Kysely<Database>,
  kind: TemplateKind,
  request: { title: string; description?: string | undefined; content: TemplateContent },
): Promise<RenderPlan> {
  const { content } = request;
  const own = content.captions?.filter((line) => line.trim());
  const sampleSongId = await musicFor(db, content, kind);
  const plan = { look: kind, title: request.title, description: request.description ?? null, sampleSongId, submissionId: null };

  switch (kind) {
    case 'song_teaser': {
      const sample = sampleSongId ? await findSampleSong(db, sampleSongId) : undefined;
      const lines = own?.length
        ? own
        : [
            'Every song starts with a story.',
            ...(sample ? [`This one is “${sample.title}”, ${withArticle(sample.genre.toLowerCase())} song.`] : []),
            'Written and recorded for one person.',
            'Tell us yours: we’ll write the song.',
          ];
      return { ...plan, captionLines: lines };
    }
    case 'reaction_highlight': {
      const reaction = (await reactionFor(db, content, true))!;
      const testimonial = reaction.reaction_message?.trim();
      const lines = own?.length
        ? own
        : testimonial
          ? [quoted(testimonial, reaction.name)]
          : [`${reaction.recipient_name} hears their song for the first time.`];
      return { ...plan, submissionId: reaction.id, captionLines: lines };
    }
    case 'testimonial_quote': {
      if (content.testimonialId && content.submissionId) throw invalid(VIDEO_MESSAGES.quoteSourceTwice, CONTENT_FIELD.testimonialId);
      if (content.testimonialId) {
        const testimonial = await findTestimonial(db, content.testimonialId);
        if (!testimonial) throw invalid(VIDEO_MESSAGES.testimonialNotFound, CONTENT_FIELD.testimonialId);
        // The name as the shop shows it on its pages (a reaction's sender is signed by first name only).
        return { ...plan, captionLines: own?.length ? own : [`“${testimonial.text.trim()}” — ${testimonial.name.trim()}`] };
      }
      if (own?.length) return { ...plan, captionLines: own };
      const reaction = await reactionFor(db, content, false);
      if (!reaction?.reaction_message?.trim()) throw invalid(VIDEO_MESSAGES.testimonialNeeded, CONTENT_FIELD.captions);
      return { ...plan, captionLines: [quoted(reaction.reaction_message, reaction.name)] };
    }
    case 'how_it_works':
      return { ...plan, captionLines: own?.length ? own : HOW_IT_WORKS };
  }
}
