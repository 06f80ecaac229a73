// The lyrics' words for the slideshow's captions, whatever file the musicians sent them in: plain text as it is,
// a Word document (.docx, read with mammoth) or a PDF (its text layer, read with PDF.js). A legacy .doc, a scanned
// PDF without text or a file that cannot be read gives no captions, never a failed render.
import { lyricsTextOf } from '../uploads/sniff';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const PDF = 'application/pdf';

/** Documents read for captions up to this size (a lyrics sheet is a few kB; a PDF with pictures more). */
export const CAPTION_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
/** Lyrics longer than this are not a song's words: the captions go without them. */
const MAX_TEXT = 20_000;

/** Whether a lyrics file of this type can give captions. */
export function givesCaptions(type: string | null): boolean {
  return Boolean(type && (type.startsWith('text/plain') || type === DOCX || type === PDF));
}

/** The lyrics' text (lines kept), or null when the file gives none. */
export async function captionTextOf(type: string, bytes: Buffer | null): Promise<string | null> {
  if (!bytes) return null;
  try {
    const text = type.startsWith('text/plain')
      ? lyricsTextOf(bytes)
      : type === DOCX
        ? await docxText(bytes)
        : type === PDF
          ? await pdfText(bytes)
          : null;
    const tidy = text
      ?.split(/\r?\n/)
      .map((line) => line.replace(/\s+/g, ' ').trim())
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim();
    return tidy && tidy.length <= MAX_TEXT ? tidy : null;
  } catch {
    // A damaged or encrypted document: the video is made without captions.
    return null;
  }
}

async function docxText(bytes: Buffer): Promise<string> {
  const { default: mammoth } = await import('mammoth');
  // Each paragraph ends with a blank line: one line per paragraph, an empty paragraph a blank line between verses.
  return (await mammoth.extractRawText({ buffer: bytes })).value.replace(/\n\n/g, '\n');
}

async function pdfText(bytes: Buffer): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  // No script in the document runs, no font is loaded: only its text layer is read.
  const doc = await pdfjs.getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: true,
    // Its own warnings (a standard font it would draw with) are not the shop's: errors only.
    verbosity: pdfjs.VerbosityLevel.ERRORS,
  }).promise;
  try {
    const lines: string[] = [];
    for (let n = 1; n <= Math.min(doc.numPages, 20); n++) {
      const content = await (await doc.getPage(n)).getTextContent();
      let line = '';
      for (const item of content.items) {
        if (!('str' in item)) continue;
        line += item.str;
        if (item.hasEOL) {
          lines.push(line);
          line = '';
        }
      }
      if (line) lines.push(line);
      lines.push('');
    }
    return lines.join('\n');
  } finally {
    await doc.destroy();
  }
}
