// A free-song application between the form and the wire: the browser's id for it, the body it is sent as, the
// form's values again from a kept body, and whether an answer is the shop's acceptance.
import {
  EMPTY_FREE_SONG_FORM,
  type FreeSongApplication,
  type FreeSongFormValues,
  type FreeSongSubmitted,
} from '../../../../shared/schemas/freeSong';

/** The checked application as it is sent: trimmed values and the agreement, without the clientId. */
export type FreeSongBody = Omit<FreeSongApplication, 'clientId'>;

/** An id the shop accepts (8-64 of A-Z a-z 0-9 - _); randomUUID needs a secure context, getRandomValues does not. */
export function newClientId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

export function bodyOf(data: FreeSongApplication): FreeSongBody {
  const { clientId: _ignored, ...body } = data;
  return body;
}

export function valuesOf(application: FreeSongBody): FreeSongFormValues {
  const { agreedToVideo, ...fields } = application;
  return { ...EMPTY_FREE_SONG_FORM, ...fields, agreedToVideo };
}

export function isSubmitted(output: unknown): output is FreeSongSubmitted {
  if (!output || typeof output !== 'object') return false;
  const { success, id } = output as Partial<FreeSongSubmitted>;
  return success === true && typeof id === 'string' && id.length > 0;
}
