// The words and links a song page shares.
import { describe, expect, it } from 'vitest';
import { shareContent, shareLinks, songPageUrl } from './shareLinks';

describe('sharing a song', () => {
  const url = songPageUrl('https://serenade.example/', 'tok_123');
  const content = shareContent({ recipientName: 'Emma & Jo', fromName: 'James' }, url);

  it('shares the page’s own address', () => {
    expect(url).toBe('https://serenade.example/song/tok_123');
    expect(songPageUrl('http://127.0.0.1:3140', 'a/b')).toBe('http://127.0.0.1:3140/song/a%2Fb');
  });

  it('names the recipient, and the giver when there is one', () => {
    expect(content).toEqual({ title: 'A song for Emma & Jo', text: 'A song written just for Emma & Jo, from James. Have a listen:', url });
    expect(shareContent({ recipientName: 'Emma', fromName: '  ' }, url).text).toBe('A song written just for Emma. Have a listen:');
    expect(shareContent({ recipientName: 'Emma', fromName: null }, url).text).toBe('A song written just for Emma. Have a listen:');
  });

  it('builds e-mail, WhatsApp and Facebook links that carry the address intact', () => {
    const links = shareLinks(content);
    expect(links.email).toBe(
      'mailto:?subject=A%20song%20for%20Emma%20%26%20Jo&body=A%20song%20written%20just%20for%20Emma%20%26%20Jo%2C%20from%20James.%20Have%20a%20listen%3A%0A%0Ahttps%3A%2F%2Fserenade.example%2Fsong%2Ftok_123',
    );
    expect(links.whatsapp.startsWith('https://wa.me/?text=')).toBe(true);
    expect(new URL(links.whatsapp).searchParams.get('text')).toBe(`${content.text} ${url}`);
    expect(new URL(links.facebook).origin + new URL(links.facebook).pathname).toBe('https://www.facebook.com/sharer/sharer.php');
    expect(new URL(links.facebook).searchParams.get('u')).toBe(url);
  });
});
