// A local stand-in for the OpenAI API (the SDK pointed at it through OPENAI_BASE_URL): chat completions answer
// a script, the speech endpoint answers a short real MP3 (a tone made with ffmpeg), and a test can
// make either fail, refuse or never answer. It records what it was asked, to check the voice and the prompt.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { defaultFfmpeg } from '../api/services/video/ffmpegBinary';

export type FakeOpenAiMode = 'ok' | 'chat-500' | 'speech-500' | 'refuse' | 'hang';

export interface FakeOpenAiRequest {
  path: string;
  authorization: string | undefined;
  body: Record<string, unknown>;
}

export interface FakeOpenAi {
  /** The base URL for OPENAI_BASE_URL. */
  baseUrl: string;
  requests: FakeOpenAiRequest[];
  mode: FakeOpenAiMode;
  script: string;
  close(): Promise<void>;
}

export const FAKE_SCRIPT =
  'Some gifts fade. A song made from your story stays. Tell us who it is for and what you remember. Our musicians write it, record it and send it to you within a day.';

const SPEECH_SECONDS = 4;
const run = promisify(execFile);

/** The "spoken" script: a few seconds of a tone, as MP3 (made once, shared by the tests). */
async function speechMp3(): Promise<Buffer> {
  const file = path.join(os.tmpdir(), 'serenade-test-videos', `speech-${SPEECH_SECONDS}s.mp3`);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const temp = `${file}.${process.pid}.${Date.now()}.part.mp3`;
    await run(defaultFfmpeg().path, [
      '-y',
      '-hide_banner',
      '-loglevel',
      'error',
      '-f',
      'lavfi',
      '-i',
      `sine=frequency=330:sample_rate=24000:duration=${SPEECH_SECONDS}`,
      '-c:a',
      'libmp3lame',
      '-b:a',
      '48k',
      temp,
    ]);
    fs.renameSync(temp, file);
  }
  return fs.readFileSync(file);
}

function send(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
}

export async function startFakeOpenAi(mode: FakeOpenAiMode = 'ok'): Promise<FakeOpenAi> {
  const audio = await speechMp3();
  const hanging = new Set<http.ServerResponse>();
  const fake: Omit<FakeOpenAi, 'baseUrl' | 'close'> = { requests: [], mode, script: FAKE_SCRIPT };

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const url = (req.url ?? '').replace(/^\/v1/, '');
      let body: Record<string, unknown> = {};
      try {
        body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
      } catch {
        return send(res, 400, { error: { message: 'Invalid JSON', type: 'invalid_request_error' } });
      }
      fake.requests.push({ path: url, authorization: req.headers.authorization, body });
      if (fake.mode === 'hang') {
        hanging.add(res);
        return;
      }
      if (url === '/chat/completions') {
        if (fake.mode === 'chat-500')
          return send(res, 500, { error: { message: 'The server had an error while processing your request.', type: 'server_error' } });
        const refusal = fake.mode === 'refuse' ? 'I can’t help with that request.' : null;
        return send(res, 200, {
          id: 'chatcmpl-fake',
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model: String(body.model),
          choices: [
            {
              index: 0,
              message: { role: 'assistant', content: refusal ? null : fake.script, refusal },
              finish_reason: 'stop',
              logprobs: null,
            },
          ],
          usage: { prompt_tokens: 50, completion_tokens: 40, total_tokens: 90 },
        });
      }
      if (url === '/audio/speech') {
        if (fake.mode === 'speech-500')
          return send(res, 500, { error: { message: 'Speech synthesis is unavailable right now.', type: 'server_error' } });
        res.writeHead(200, { 'Content-Type': 'audio/mpeg', 'Content-Length': String(audio.length) });
        return res.end(audio);
      }
      send(res, 404, { error: { message: `Unknown path ${url}`, type: 'invalid_request_error' } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  });
}
