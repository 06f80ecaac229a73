// The captions' words from each kind of lyrics file the send form takes: text, Word and PDF give their lines;
// a legacy .doc, a picture, a damaged document or nothing give none (the video is made without captions).
import { describe, expect, it } from 'vitest';
import { docxBytes, pdfBytes } from '../../../testing/documents';
import { captionTextOf, givesCaptions } from './captionText';

const LINES = ['Rosa, the candles know your name', 'Another year, the same bright flame', '', 'So sing (and let the night go slow)'];
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

describe('captionTextOf', () => {
  it('keeps a text file’s lines', async () => {
    expect(await captionTextOf('text/plain; charset=utf-8', Buffer.from(`\uFEFF${LINES.join('\r\n')}\r\n`))).toBe(LINES.join('\n'));
  });

  it('reads a Word document’s paragraphs as lines', async () => {
    expect(await captionTextOf(DOCX, docxBytes(LINES))).toBe(LINES.join('\n'));
  });

  it('reads a PDF’s text layer, line by line', async () => {
    const text = await captionTextOf('application/pdf', pdfBytes(LINES.filter(Boolean)));
    expect(text?.split('\n').filter(Boolean)).toEqual(LINES.filter(Boolean));
  });

  it('gives none for a damaged document, a picture, a legacy .doc, or no bytes', async () => {
    expect(await captionTextOf(DOCX, Buffer.from('PK\u0003\u0004 not really a zip'))).toBeNull();
    expect(await captionTextOf('application/pdf', Buffer.from('%PDF-1.4\nnothing else'))).toBeNull();
    expect(await captionTextOf('image/png', Buffer.from([0x89, 0x50, 0x4e, 0x47]))).toBeNull();
    expect(await captionTextOf('application/msword', Buffer.from('anything'))).toBeNull();
    expect(await captionTextOf('text/plain; charset=utf-8', null)).toBeNull();
  });

  it('names the types that can give captions', () => {
    expect(['text/plain; charset=utf-8', DOCX, 'application/pdf'].map(givesCaptions)).toEqual([true, true, true]);
    expect(['image/jpeg', 'application/msword', null].map(givesCaptions)).toEqual([false, false, false]);
  });
});
