// The AI half of an AI promo video, through the official OpenAI SDK: a chat model turns the admin's prompt and
// voice script into a spoken script of the right length and style, and the speech endpoint speaks it with the
// chosen voice. Every failure (an error answer, a refusal, a timeout, no connection) becomes a VideoFailure whose
// message says what the provider said, so the admin reads why the video failed.
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { APIError } from 'openai';
import type { AiStyle, AiVoice } from '../../../shared/schemas/video';
import { VideoFailure } from './failure';

export interface AiSettings {
  apiKey: string;
  baseUrl: string | undefined;
  model: string;
  ttsModel: string;
  timeoutMs: number;
}

export interface ScriptRequest {
  /** The shop's name, as its profile says when the render starts. */
  shopName: string;
  prompt: string;
  voiceScript: string;
  style: AiStyle;
  durationSec: number;
  platform: string;
}

/** Spoken English runs at about 2.5 words a second; a little under leaves room to breathe. */
const WORDS_PER_SECOND = 2.3;

const STYLE_NOTES: Record<AiStyle, string> = {
  professional: 'clear, warm and trustworthy',
  casual: 'relaxed and friendly, like talking to a friend',
  emotional: 'heartfelt and moving, gentle pacing',
  energetic: 'upbeat, punchy and exciting',
};

export function scriptMessages(request: ScriptRequest) {
  const words = Math.round(request.durationSec * WORDS_PER_SECOND);
  return [
    {
      role: 'system' as const,
      content:
        `You write voice-over scripts for short vertical promo videos of ${request.shopName}, a shop where musicians turn a customer’s story into a personalized song. ` +
        'Answer with the spoken words only: no stage directions, no emoji, no hashtags, no quotation marks around the script.',
    },
    {
      role: 'user' as const,
      content:
        `Write a ${request.durationSec}-second voice-over (at most ${words} words) for ${request.platform}. Tone: ${STYLE_NOTES[request.style]}.\n` +
        `What the video is about: ${request.prompt}\n` +
        `The admin’s draft of what to say (keep its meaning, fit it to the length):\n${request.voiceScript}`,
    },
  ];
}

/** Loaded only when OPENAI_API_KEY is set: the SDK takes megabytes a shop without AI videos never uses. */
const loadOpenAi = (): typeof import('openai') => createRequire(import.meta.url)('openai') as typeof import('openai');

export function createAiVideoClient(settings: AiSettings) {
  const { OpenAI, APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } = loadOpenAi();
  const client = new OpenAI({ apiKey: settings.apiKey, baseURL: settings.baseUrl ?? null, timeout: settings.timeoutMs, maxRetries: 1 });
  const provider = settings.baseUrl ? `the AI provider at ${new URL(settings.baseUrl).host}` : 'OpenAI';

  function failure(step: string, err: unknown): VideoFailure {
    if (err instanceof VideoFailure) return err;
    if (err instanceof APIUserAbortError) return new VideoFailure(`${step} was stopped`);
    if (err instanceof APIConnectionTimeoutError)
      return new VideoFailure(
        `${step} failed: ${provider} did not answer within ${Math.round(settings.timeoutMs / 1000)} s. Try again later.`,
      );
    if (err instanceof APIConnectionError) return new VideoFailure(`${step} failed: could not reach ${provider} (${err.message}).`);
    if (err instanceof APIError) {
      const hint =
        err.status === 401 ? ' Check OPENAI_API_KEY.' : err.status === 429 ? ' The account is over its rate limit or quota.' : '';
      return new VideoFailure(`${step} failed: ${provider} answered ${err.status ?? 'an error'}: ${providerMessage(err)}.${hint}`);
    }
    return new VideoFailure(`${step} failed: ${err instanceof Error ? err.message : String(err)}`);
  }

  return {
    /** The script the voice will speak. */
    async writeScript(request: ScriptRequest, signal?: AbortSignal): Promise<string> {
      try {
        const completion = await client.chat.completions.create(
          { model: settings.model, messages: scriptMessages(request), temperature: 0.8 },
          { signal },
        );
        const choice = completion.choices[0];
        const refusal = choice?.message.refusal;
        if (refusal) throw new VideoFailure(`Writing the script failed: ${provider} declined: ${refusal}`);
        const script = cleanScript(choice?.message.content ?? '');
        if (!script)
          throw new VideoFailure(
            `Writing the script failed: ${provider} answered with no script${choice?.finish_reason ? ` (finish reason: ${choice.finish_reason})` : ''}.`,
          );
        return script;
      } catch (err) {
        throw failure('Writing the script', err);
      }
    },

    /** Speaks the script into an MP3 file at `outFile`. */
    async speak(script: string, voice: AiVoice, outFile: string, signal?: AbortSignal): Promise<void> {
      try {
        const response = await client.audio.speech.create(
          { model: settings.ttsModel, voice, input: script, response_format: 'mp3' },
          { signal },
        );
        const audio = Buffer.from(await response.arrayBuffer());
        if (audio.length === 0) throw new VideoFailure(`Speaking the script failed: ${provider} sent no audio.`);
        await fs.writeFile(outFile, audio);
      } catch (err) {
        throw failure('Speaking the script', err);
      }
    },
  };
}

export type AiVideoClient = ReturnType<typeof createAiVideoClient>;

/** The provider's own words: its error message without the SDK's status prefix. */
function providerMessage(err: APIError): string {
  const body = err.error as { message?: unknown } | undefined;
  const text = typeof body?.message === 'string' && body.message ? body.message : err.message.replace(/^\d{3}\s*/, '');
  return (
    text
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 300)
      .replace(/[.\s]+$/, '') || 'no reason given'
  );
}

/** Drops what a model sometimes adds around the words: surrounding quotes, a "Script:" label, markdown. */
export function cleanScript(raw: string): string {
  return raw
    .replace(/^\s*(voice-?over|script)\s*:\s*/i, '')
    .replace(/[*_#`]/g, '')
    .trim()
    .replace(/^["“”']+|["“”']+$/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 3000);
}
