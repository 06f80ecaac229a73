import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { brandTemplate } from './brand';

const template = fs.readFileSync(new URL('../index.html', import.meta.url), 'utf8');

describe('brandTemplate', () => {
  it('names the shop and its address where the template named the demo shop', () => {
    const html = brandTemplate(template, { name: 'Cantata & Co', supportEmail: 'help@cantata.example' });
    expect(html).toContain('<title>Cantata &amp; Co | Personalized Songs Written Just for Them</title>');
    expect(html).toContain('<meta name="apple-mobile-web-app-title" content="Cantata &amp; Co" />');
    expect(html).toContain('<meta property="og:title" content="Cantata &amp; Co — A song written just for them" />');
    expect(html).toContain(
      '<noscript>Cantata &amp; Co needs JavaScript to take orders. You can still write to us at help@cantata.example.</noscript>',
    );
    expect(html).not.toMatch(/Serenade|serenade\.example/);
  });

  it('keeps markup in a name as text', () => {
    const html = brandTemplate(template, { name: '<script>alert(1)</script>"', supportEmail: 'a@b.co' });
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;&quot;');
  });
});
