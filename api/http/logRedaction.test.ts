// What the log shows of an address: each route's capabilities hidden, however the address is spelled (case,
// percent-escapes, a doubled slash, a broken escape), query secrets hidden, and ordinary routes as they came.
import { describe, expect, it } from 'vitest';
import { looksLikeToken, redactText, redactUrl } from './logRedaction';

const TOKEN = 'fE-eBuPHi3tT9IAiSIjPHt5cm-Z5j7zx5fzb8sID04s'; // newToken(): order and song tokens, chat tokens
const ID = 'b91b93c61670b03509a88e48a2ff23a0'; // newId(): submissions, chat sessions, media, admin rows
const SESSION = 'cs_test_4cf90a1a011cc095457ba214f6426123'; // a test-mode (or Stripe) checkout session
const UNSUBSCRIBE = 'bG9nQGV4YW1wbGUuY29t.Ab1Cd2Ef3Gh4Ij5Kl6Mn7Op8';

describe('redactUrl: the route table', () => {
  it.each([
    [`/order/${TOKEN}`, '/order/…'],
    [`/song/${TOKEN}`, '/song/…'],
    [`/gift/${TOKEN}`, '/gift/…'],
    [`/video-reaction/${ID}`, '/video-reaction/…'],
    [`/test-checkout/${SESSION}`, '/test-checkout/…'],
    [`/api/orders/${TOKEN}`, '/api/orders/…'],
    [`/api/orders/${TOKEN}/checkout`, '/api/orders/…/checkout'],
    [`/api/songs/${TOKEN}`, '/api/songs/…'],
    [`/api/songs/${TOKEN}/revision`, '/api/songs/…/revision'],
    [`/api/gifts/${TOKEN}`, '/api/gifts/…'],
    [`/api/free-song-submissions/${ID}/reaction-details`, '/api/free-song-submissions/…/reaction-details'],
    [`/api/free-song-submissions/${ID}/reaction-video`, '/api/free-song-submissions/…/reaction-video'],
    [`/api/stripe/session-check/${SESSION}`, '/api/stripe/session-check/…'],
    [`/api/stripe/checkout-url/${SESSION}`, '/api/stripe/checkout-url/…'],
    [`/api/test-checkout/${SESSION}`, '/api/test-checkout/…'],
    [`/api/test-checkout/${SESSION}/pay`, '/api/test-checkout/…/pay'],
    [`/api/test-checkout/${SESSION}/cancel`, '/api/test-checkout/…/cancel'],
    [`/api/media/${ID}`, '/api/media/…'],
    [`/api/media/${ID}?download=1`, '/api/media/…?download=1'],
    ['/api/discount-codes/SONG15-ABCD2345?email=tom%40example.com', '/api/discount-codes/…?email=[redacted]'],
    [`/api/admin/free-song-submissions/${ID}`, '/api/admin/free-song-submissions/…'],
    [`/api/admin/chat/messages/${ID}`, '/api/admin/chat/messages/…'],
    [`/api/admin/chat/sessions/${ID}/read`, '/api/admin/chat/sessions/…/read'],
  ])('hides the capability in %s', (url, shown) => {
    expect(redactUrl(url)).toBe(shown);
  });

  it.each([
    [`/api/admin/orders/${ID}`],
    [`/api/admin/orders/${ID}/status`],
    [`/api/admin/orders/${ID}/send-completed`],
    [`/api/admin/sample-songs/${ID}/order`],
    [`/api/admin/video-templates/${ID}`],
    [`/api/admin/generated-videos/${ID}`],
    ['/api/admin/settings/free_song_enabled'],
    ['/api/admin/offers/landing'],
    ['/api/settings/free_song_enabled'],
    ['/assets/VideoReactionPage-B1x2y3z4.js'],
  ])('keeps %s readable: its id opens nothing without the admin token', (url) => {
    expect(redactUrl(url)).toBe(url);
  });

  it.each([
    '/',
    '/faq',
    '/sample-songs',
    '/create-song?fresh=true',
    '/terms-of-service',
    '/icons/apple-touch-icon.png',
    '/images/hero-poster-portrait.webp',
    '/api/sample-songs',
    '/api/free-song-submissions',
    '/api/free-song-submissions/count',
    '/api/admin/orders?status=paid',
    '/api/admin/chat/sessions',
    '/api/admin/send-reaction-reminders',
    '/api/chat/start',
    '/api/push/subscribe',
    '/x?y=1',
  ])('leaves the ordinary %s as it is', (url) => {
    expect(redactUrl(url)).toBe(url);
  });
});

describe('redactUrl: however the address is spelled', () => {
  it.each([
    [`/API/Songs/%${TOKEN.charCodeAt(0).toString(16)}${TOKEN.slice(1)}`, '/API/Songs/…'],
    [`/api/%73ongs/${TOKEN}`, '/api/songs/…'],
    [`/api/songs%2F${TOKEN}`, '/api/songs/…'],
    [`/Order/${TOKEN}/`, '/Order/…/'],
    [`//order//${TOKEN}`, '//order//…'],
    [`/api/songs/${TOKEN}%2Frevision`, '/api/songs/…/revision'],
    [`/VIDEO-REACTION/%${ID.charCodeAt(0).toString(16)}${ID.slice(1)}`, '/VIDEO-REACTION/…'],
    [`/api/Free-Song-Submissions/${ID}/Reaction-Video`, '/api/Free-Song-Submissions/…/Reaction-Video'],
    [`/api/admin/orders/%2e%2e/%2e%2e/songs/${TOKEN}`, '/api/admin/orders/../../songs/…'],
  ])('hides the capability in %s', (url, shown) => {
    expect(redactUrl(url)).toBe(shown);
  });

  it('survives invalid escapes, judging what they leave', () => {
    expect(redactUrl(`/song/%E0%A4%A${TOKEN}`)).toBe('/song/…');
    expect(redactUrl(`/unknown/%E0%A4%A${TOKEN}`)).toBe('/unknown/…');
    expect(redactUrl('/faq/%zz%')).toBe('/faq/%zz%');
    expect(redactUrl('/faq/%E0%A4')).toBe('/faq/%EF%BF%BD');
  });

  it('writes no line break, query or fragment that an escape smuggled into a path', () => {
    expect(redactUrl('/faq%0AGET%20/admin%3Fx=1%23y')).toBe('/faq%0AGET%20/admin%3Fx=1%23y');
    expect(redactUrl('/caf%C3%A9')).toBe('/caf%C3%A9');
  });

  it('hides a fragment, and credentials and the capability in an absolute-form address', () => {
    expect(redactUrl(`/faq#chat=${ID}&token=${TOKEN}`)).toBe('/faq#…');
    expect(redactUrl(`http://user:pass@shop.example/song/${TOKEN}?a=1`)).toBe('http://…@shop.example/song/…?a=1');
  });

  it('hides what looks like a token in a path no row names, so a new route cannot leak one', () => {
    expect(redactUrl(`/api/gifts/${TOKEN}/claim`)).toBe('/api/gifts/…/claim');
    expect(redactUrl(`/api/gifts/${ID}`)).toBe('/api/gifts/…');
    expect(redactUrl('/api/gifts/7f1c7d0e-4a1b-4c8e-9d2f-0a1b2c3d4e5f')).toBe('/api/gifts/…');
    expect(redactUrl(`/share/${TOKEN}.mp3`)).toBe('/share/…');
  });
});

describe('redactUrl: the query', () => {
  it.each([
    [`/thank-you?session_id=${SESSION}&amount=79.00&currency=USD`, '/thank-you?session_id=[redacted]&amount=79.00&currency=USD'],
    [`/checkout-pending?session_id=${SESSION}`, '/checkout-pending?session_id=[redacted]'],
    [`/unsubscribe?token=${UNSUBSCRIBE}`, '/unsubscribe?token=[redacted]'],
    [`/api/unsubscribe?token=${UNSUBSCRIBE}`, '/api/unsubscribe?token=[redacted]'],
    [`/api/chat/stream?sessionId=${ID}&lastEventId=12`, '/api/chat/stream?sessionId=[redacted]&lastEventId=12'],
    [`/api/chat/messages?sessionId=${ID}&token=${TOKEN}&after=3`, '/api/chat/messages?sessionId=[redacted]&token=[redacted]&after=3'],
    ['/api/chat/session?SessionID=short&Token=x', '/api/chat/session?SessionID=[redacted]&Token=[redacted]'],
    [
      '/api/x?access_token=a&chatToken=b&key=c&token[]=d',
      '/api/x?access_token=[redacted]&chatToken=[redacted]&key=[redacted]&token[]=[redacted]',
    ],
    ['/api/chat/messages?%73essionId=short', '/api/chat/messages?%73essionId=[redacted]'],
    [`/faq?ref=${TOKEN}`, '/faq?ref=[redacted]'],
    [`/faq?${TOKEN}`, '/faq?[redacted]'],
    ['/api/admin/orders?status=paid&q=a+b', '/api/admin/orders?status=paid&q=a+b'],
  ])('shows %s as %s', (url, shown) => {
    expect(redactUrl(url)).toBe(shown);
  });
});

describe('redactUrl: asked again', () => {
  it('answers the same, a hot read remembered and a capability hidden every time', () => {
    for (let i = 0; i < 3; i++) {
      expect(redactUrl('/api/sample-songs')).toBe('/api/sample-songs');
      expect(redactUrl(`/api/media/${ID}`)).toBe('/api/media/…');
    }
    // Past the number of addresses it remembers, it starts over and still answers right.
    for (let i = 0; i < 1500; i++) expect(redactUrl(`/faq?page=${i}`)).toBe(`/faq?page=${i}`);
    expect(redactUrl(`/song/${ID}`)).toBe('/song/…');
  });
});

describe('looksLikeToken', () => {
  it('knows ids and tokens from route words', () => {
    for (const token of [TOKEN, ID, SESSION, '7f1c7d0e-4a1b-4c8e-9d2f-0a1b2c3d4e5f', 'AbcdefGhijklMnop'])
      expect(looksLikeToken(token)).toBe(true);
    for (const word of ['free-song-submissions', 'send-reaction-reminders', 'free_song_enabled', 'terms-of-service', 'abc123'])
      expect(looksLikeToken(word)).toBe(false);
  });
});

describe('redactText', () => {
  it('redacts the addresses in an error and any id-like word, and leaves a stack readable', () => {
    const stack = [
      `Error: test checkout session ${SESSION} was not stored (GET /api/songs/${TOKEN}/revision)`,
      '    at respondWithError (/srv/shop/api/http/errors.ts:100:5)',
      '    at compressJsonBody (node:internal/process/task_queues:95:5)',
    ].join('\n');
    expect(redactText(stack)).toBe(
      [
        'Error: test checkout session … was not stored (GET /api/songs/…/revision)',
        '    at respondWithError (/srv/shop/api/http/errors.ts:100:5)',
        '    at compressJsonBody (node:internal/process/task_queues:95:5)',
      ].join('\n'),
    );
    expect(redactText(`fetch https://shop.example/order/${TOKEN}?x=1 failed`)).toBe('fetch https://shop.example/order/…?x=1 failed');
  });
});
