// The contact form's values and errors without React or zod: what the form needs before its check (checkContact.ts)
// has loaded.
import type { InquiryType } from '../../../shared/enums';

export type ContactValues = Record<'name' | 'email' | 'subject' | 'message', string> & { inquiryType: '' | InquiryType };
export type FieldName = keyof ContactValues;
export type FieldErrors = Partial<Record<FieldName, string>>;

export const EMPTY_CONTACT: ContactValues = { name: '', email: '', inquiryType: '', subject: '', message: '' };
