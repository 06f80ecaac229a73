// Which errors Koa reports after a response began are ours to log, and which are a client that went away;
// and that an error's log line names no capability (its request's path and its message redacted).
import type { Context } from 'koa';
import { describe, expect, it } from 'vitest';
import { isClientDisconnect, logAppError, respondWithError } from './errors';

const TOKEN = 'fE-eBuPHi3tT9IAiSIjPHt5cm-Z5j7zx5fzb8sID04s';
const SESSION = 'cs_test_4cf90a1a011cc095457ba214f6426123';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('logAppError', () => {
  it('stays quiet about a client that went away mid-request', () => {
    const lines: string[] = [];
    const handle = logAppError((line) => lines.push(line));
    for (const err of [
      withCode('HPE_INVALID_EOF_STATE', 'Parse Error'),
      withCode('ECONNRESET'),
      withCode('EPIPE'),
      withCode('ECONNABORTED'),
      new Error('aborted'),
    ]) {
      expect(isClientDisconnect(err)).toBe(true);
      handle(err);
    }
    expect(lines).toEqual([]);
  });

  it('logs anything else as one entry with its stack', () => {
    const lines: string[] = [];
    logAppError((line) => lines.push(line))(withCode('ENOSPC', 'no space left on device'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^error: Error: no space left on device\n/);
  });

  it('redacts ids and addresses in the message', () => {
    const lines: string[] = [];
    logAppError((line) => lines.push(line))(new Error(`test checkout session ${SESSION} was not stored for /song/${TOKEN}`));
    expect(lines[0]).toMatch(/^error: Error: test checkout session … was not stored for \/song\/…\n/);
  });
});

describe('respondWithError', () => {
  const fakeContext = (path: string) =>
    ({ method: 'POST', path, is: () => false, set: () => undefined, status: 200, body: undefined }) as unknown as Context;

  it('logs a crash with its path and stack, capabilities redacted', () => {
    const lines: string[] = [];
    const ctx = fakeContext(`/api/songs/${TOKEN}/revision`);
    respondWithError(ctx, new Error(`no delivery for ${TOKEN}`), (line) => lines.push(line));
    expect(ctx.status).toBe(500);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^error POST \/api\/songs\/…\/revision: Error: no delivery for …\n/);
    expect(lines[0]).not.toContain(TOKEN.slice(-12));
  });

  it('logs a full disk with the request redacted and the file named, for the owner to find the disk', () => {
    const lines: string[] = [];
    const ctx = fakeContext(`/api/free-song-submissions/b91b93c61670b03509a88e48a2ff23a0/reaction-video`);
    const file = '/tmp/serenade-full-aB3xYz/incoming/0f3a9c1e2b7d4f60a1b2c3d4e5f60718';
    respondWithError(ctx, Object.assign(new Error('no space'), { code: 'ENOSPC', path: file }), (line) => lines.push(line));
    expect(ctx.status).toBe(507);
    expect(lines).toEqual([
      `error POST /api/free-song-submissions/…/reaction-video: the disk is full (ENOSPC writing ${file}); free space under DATA_DIR`,
    ]);
  });
});
