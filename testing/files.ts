// Files for upload tests, built from bytes (each kind as small as its signature allows), and what the
// shop holds on disk afterwards.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { DEFAULT_SAMPLE_AUDIO_CACHE, ensureSampleAudio } from '../tools/demo-songs/sampleAudio';

/** A mono 16-bit PCM WAV of silence (with a quiet tone, so it is not all zeros). */
export function wavBytes(seconds: number, sampleRate = 8000): Buffer {
  const frames = Math.round(seconds * sampleRate);
  const data = Buffer.alloc(frames * 2);
  for (let i = 0; i < frames; i++) data.writeInt16LE(Math.round(Math.sin((i / sampleRate) * 2 * Math.PI * 440) * 3000), i * 2);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

/** One of the seed's demo MP3s, with its exact duration. */
export async function seedMp3(): Promise<{ bytes: Buffer; durationSec: number }> {
  const [sample] = await ensureSampleAudio(DEFAULT_SAMPLE_AUDIO_CACHE);
  return { bytes: fs.readFileSync(sample!.file), durationSec: sample!.durationSec };
}

/** The first bytes of an MP4 as a phone writes it ('isom' brand): all the reaction upload's type check reads. */
export function mp4Bytes(size = 4096): Buffer {
  const bytes = Buffer.alloc(size);
  bytes.writeUInt32BE(24, 0);
  bytes.write('ftypisom', 4);
  bytes.write('isom', 16);
  bytes.write('mp41', 20);
  bytes.writeUInt32BE(size - 24, 24);
  bytes.write('mdat', 28);
  return bytes;
}

/** The start of a Linux executable, padded: what an "executable renamed .mp3" looks like. */
export function elfBytes(size = 4096): Buffer {
  const bytes = Buffer.alloc(size, 0x90);
  Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]).copy(bytes);
  return bytes;
}

export function pngBytes(): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(1, 0);
  ihdr.writeUInt32BE(1, 4);
  ihdr.writeUInt8(8, 8);
  ihdr.writeUInt8(6, 9);
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const idat = zlib.deflateSync(Buffer.from([0, 255, 255, 255, 255]));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', idat),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export function jpegBytes(): Buffer {
  return Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
    Buffer.from('JFIF\0', 'latin1'),
    Buffer.alloc(64),
    Buffer.from([0xff, 0xd9]),
  ]);
}

export function pdfBytes(): Buffer {
  return Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');
}

/** An OLE2 compound file header: the container of a .doc. */
export function docBytes(): Buffer {
  return Buffer.concat([Buffer.from('D0CF11E0A1B11AE1', 'hex'), Buffer.alloc(1024)]);
}

/** A zip of stored (uncompressed) entries. */
export function zipBytes(entries: Array<[name: string, content: string]>): Buffer {
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of entries) {
    const data = Buffer.from(content);
    const nameBytes = Buffer.from(name);
    const crc = zlib.crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    parts.push(local, nameBytes, data);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt32LE(crc, 16);
    entry.writeUInt32LE(data.length, 20);
    entry.writeUInt32LE(data.length, 24);
    entry.writeUInt16LE(nameBytes.length, 28);
    entry.writeUInt32LE(offset, 42);
    central.push(entry, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, directory, end]);
}

/** A .docx as a word processor writes it, reduced to what identifies it: a zip with word/ inside. */
export const docxBytes = () => zipBytes([['word/document.xml', '<w:document><w:body><w:p>La la la</w:p></w:body></w:document>']]);

/** The names in DATA_DIR/uploads (stored files). */
export function storedFiles(dataDir: string): string[] {
  const dir = path.join(dataDir, 'uploads');
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
}

/** The names in DATA_DIR/incoming (uploads still being checked): empty between requests. */
export function incomingFiles(dataDir: string): string[] {
  const dir = path.join(dataDir, 'incoming');
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
}
