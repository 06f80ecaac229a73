// The add-sample-song form and the drag reorder, as plain functions: what gets sent, and where a song lands.
import type { SampleSong } from '../../../shared/api-types';
import { ADMIN_MESSAGES, UPLOAD_LIMIT_BYTES } from '../../../shared/schemas/admin';

export const SAMPLE_AUDIO_ACCEPT = 'audio/mpeg,audio/wav,.mp3,.wav';
const SAMPLE_AUDIO = /\.(mp3|wav)$/i;
const SAMPLE_AUDIO_TYPES = new Set(['audio/mpeg', 'audio/mp3', 'audio/wav', 'audio/wave', 'audio/x-wav', 'audio/vnd.wave']);

export interface SampleInput {
  title: string;
  genre: string;
  file: File | null;
}

export type SampleFormResult = { ok: true; form: FormData } | { ok: false; message: string; field: 'title' | 'genre' | 'file' };

/** New songs go to the end: the highest sortOrder plus one (spec §9). */
export function nextSortOrder(songs: readonly SampleSong[]): number {
  return songs.reduce((max, song) => Math.max(max, song.sortOrder + 1), 0);
}

export function buildSampleForm(input: SampleInput, songs: readonly SampleSong[]): SampleFormResult {
  const title = input.title.trim();
  const genre = input.genre.trim();
  if (!title) return { ok: false, message: ADMIN_MESSAGES.sampleFieldsMissing, field: 'title' };
  if (!genre) return { ok: false, message: ADMIN_MESSAGES.sampleFieldsMissing, field: 'genre' };
  if (!input.file) return { ok: false, message: ADMIN_MESSAGES.sampleFieldsMissing, field: 'file' };
  // The server checks the bytes; this only spares a 10 MB upload that is sure to be refused.
  if (!SAMPLE_AUDIO.test(input.file.name) && !SAMPLE_AUDIO_TYPES.has(input.file.type))
    return { ok: false, message: ADMIN_MESSAGES.sampleAudioType, field: 'file' };
  if (input.file.size > UPLOAD_LIMIT_BYTES) return { ok: false, message: ADMIN_MESSAGES.sampleAudioSize, field: 'file' };
  const form = new FormData();
  form.set('title', title);
  form.set('genre', genre);
  form.set('sortOrder', String(nextSortOrder(songs)));
  form.set('audioFile', input.file, input.file.name);
  return { ok: true, form };
}

export interface SampleMove {
  songs: SampleSong[];
  /** The moved song's 0-based index after the move: the sortOrder the server is sent. */
  sortOrder: number;
}

/** Moves a song onto another's place; null when nothing moves. sortOrders are renumbered 0..n-1. */
export function moveSample(songs: readonly SampleSong[], activeId: string, overId: string | null): SampleMove | null {
  const from = songs.findIndex((s) => s.id === activeId);
  const to = overId === null ? -1 : songs.findIndex((s) => s.id === overId);
  if (from < 0 || to < 0 || from === to) return null;
  const next = [...songs];
  const [moved] = next.splice(from, 1);
  if (!moved) return null;
  next.splice(to, 0, moved);
  return { songs: next.map((song, index) => ({ ...song, sortOrder: index })), sortOrder: to };
}
