// Which errors Koa reports after a response began are ours to log, and which are a client that went away.
import { describe, expect, it } from 'vitest';
import { isClientDisconnect, logAppError } from './errors';

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
});
