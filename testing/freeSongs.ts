// Test fixtures for the free-song promotion: a valid application, and applying from a client address of
// the test's choosing (the shops in these tests trust the proxy's X-Forwarded-For).
import { nextClientAddress } from './clientAddress';
import type { TestShop } from './testServer';

export { nextClientAddress };

export const APPLICATION = {
  name: 'Ana Ruiz',
  email: 'ana@example.com',
  occasion: 'Birthday',
  recipientName: 'Lucía',
  relationship: 'Sister',
  story: 'She taught me to ride a bike and never once laughed when I fell.',
  specialDetails: 'Loves sunflowers and the sea.',
  mood: 'Joyful',
  genre: 'Pop',
  vocalPreference: 'Female',
  agreedToVideo: true,
};

/** POSTs an application (an object as JSON, a string as it is). */
export function applyForFreeSong(shop: TestShop, body: unknown, address = nextClientAddress()): Promise<Response> {
  return fetch(`${shop.url}/api/free-song-submissions`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}
