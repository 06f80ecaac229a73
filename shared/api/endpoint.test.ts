// pathOf fills a path's parameters, each encoded as one segment, and leaves a path without parameters as it is.
import { describe, expect, it } from 'vitest';
import { endpoints, pathOf } from './endpoints';

describe('pathOf', () => {
  it('fills each parameter by name', () => {
    expect(pathOf(endpoints.reactionUpload, { id: 'abc123' })).toBe('/api/free-song-submissions/abc123/reaction-video');
    expect(pathOf(endpoints.adminChatRead, { sessionId: 'f00d' })).toBe('/api/admin/chat/sessions/f00d/read');
  });

  it('encodes a value so it stays one segment', () => {
    expect(pathOf(endpoints.discountCode, { code: 'A/B C?#%' })).toBe('/api/discount-codes/A%2FB%20C%3F%23%25');
  });

  it('answers a path without parameters as it is', () => {
    expect(pathOf(endpoints.health)).toBe('/api/health');
  });
});
