// The send-completed payload: required song, optional lyrics, a schedule only for free-song orders.
import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '../../../shared/schemas/admin';
import { buildSendForm, scheduleToIso, type SendInput } from './sendForm';

const now = new Date('2025-09-01T12:00:00.000Z');
const song = new File([new Uint8Array(4)], 'final-mix.wav', { type: 'audio/wav' });
const input = (over: Partial<SendInput> = {}): SendInput => ({
  songFile: song,
  lyricsFile: null,
  instrumentalFile: null,
  message: '',
  adminNotes: '',
  schedule: '',
  ...over,
});

describe('buildSendForm', () => {
  it('asks for the instrumental version only when the order bought it, as an audio file', () => {
    const needs = { instrumental: true };
    expect(buildSendForm('paid', input(), now, needs)).toEqual({
      ok: false,
      errors: { instrumentalFile: ADMIN_MESSAGES.instrumentalFileMissing },
    });
    const pdf = new File(['x'], 'instrumental.pdf', { type: 'application/pdf' });
    expect(buildSendForm('paid', input({ instrumentalFile: pdf }), now, needs)).toEqual({
      ok: false,
      errors: { instrumentalFile: ADMIN_MESSAGES.instrumentalFileType },
    });
    const instrumental = new File([new Uint8Array(4)], 'karaoke.mp3', { type: 'audio/mpeg' });
    const sent = buildSendForm('paid', input({ instrumentalFile: instrumental }), now, needs);
    expect(sent.ok && (sent.form.get('instrumentalFile') as File).name).toBe('karaoke.mp3');
    // Not bought: a file picked earlier is not sent.
    const plain = buildSendForm('paid', input({ instrumentalFile: instrumental }), now);
    expect(plain.ok && plain.form.has('instrumentalFile')).toBe(false);
  });

  it('requires the song file', () => {
    expect(buildSendForm('paid', input({ songFile: null }), now)).toEqual({
      ok: false,
      errors: { songFile: ADMIN_MESSAGES.songFileMissing },
    });
  });

  it('accepts any audio for the song and only the listed types for the lyrics', () => {
    const m4a = new File(['x'], 'song.m4a', { type: '' });
    expect(buildSendForm('paid', input({ songFile: m4a }), now).ok).toBe(true);
    const pdfSong = new File(['x'], 'song.pdf', { type: 'application/pdf' });
    expect(buildSendForm('paid', input({ songFile: pdfSong }), now)).toMatchObject({
      ok: false,
      errors: { songFile: ADMIN_MESSAGES.songFileType },
    });
    for (const name of ['lyrics.pdf', 'l.JPG', 'l.jpeg', 'l.png', 'l.txt', 'l.doc', 'l.docx']) {
      expect(buildSendForm('paid', input({ lyricsFile: new File(['x'], name) }), now).ok).toBe(true);
    }
    expect(buildSendForm('paid', input({ lyricsFile: new File(['x'], 'lyrics.exe') }), now)).toMatchObject({
      ok: false,
      errors: { lyricsFile: ADMIN_MESSAGES.lyricsFileType },
    });
  });

  it("sends a paid order's song with status completed and no schedule", () => {
    const result = buildSendForm('paid', input({ message: ' Enjoy! ', schedule: '2030-01-01T10:00' }), now);
    if (!result.ok) throw new Error('refused');
    expect(result.form.get('status')).toBe('completed');
    expect(result.form.get('message')).toBe('Enjoy!');
    expect(result.form.has('scheduledSendAt')).toBe(false);
    expect((result.form.get('songFile') as File).name).toBe('final-mix.wav');
    expect(result.form.has('lyricsFile')).toBe(false);
    expect(result.scheduledFor).toBeNull();
  });

  it('schedules a free-song delivery in UTC, or sends it now when the time is empty', () => {
    const later = buildSendForm('free', input({ schedule: '2025-09-02T08:30' }), now);
    if (!later.ok) throw new Error('refused');
    expect(later.form.get('scheduledSendAt')).toBe(new Date('2025-09-02T08:30').toISOString());
    const immediate = buildSendForm('free', input(), now);
    expect(immediate.ok && immediate.form.get('scheduledSendAt')).toBe('');
  });

  it('refuses a schedule in the past', () => {
    expect(buildSendForm('free', input({ schedule: '2020-01-01T00:00' }), now)).toEqual({
      ok: false,
      errors: { schedule: ADMIN_MESSAGES.scheduleInPast },
    });
    expect(scheduleToIso('')).toBeNull();
    expect(scheduleToIso('not a date')).toBeNull();
  });
});
