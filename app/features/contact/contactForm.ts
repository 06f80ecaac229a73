// The contact form's rules without React: its fields in order, and what a check of the values tells the page.
import type { InquiryType } from '../../../shared/enums';
import { contactSchema, type ContactMessage } from '../../../shared/schemas/contact';
import { fieldMessages } from '../../../shared/schemas/fields';

export const REQUIRED_MESSAGE = 'This field is required';

export type ContactValues = Record<'name' | 'email' | 'subject' | 'message', string> & { inquiryType: '' | InquiryType };
export type FieldName = keyof ContactValues;
export type FieldErrors = Partial<Record<FieldName, string>>;

export const EMPTY_CONTACT: ContactValues = { name: '', email: '', inquiryType: '', subject: '', message: '' };
/** Form order, so focus lands on the first field that needs attention. */
const FIELDS: FieldName[] = ['name', 'email', 'inquiryType', 'subject', 'message'];
const REQUIRED: FieldName[] = ['name', 'email', 'message'];

const isBlank = (value: string) => value.trim() === '';

export type ContactCheck =
  { ok: true; message: ContactMessage } | { ok: false; errors: FieldErrors; missingRequired: boolean; firstInvalid: FieldName | undefined };

/** The message to send, or each field's problem: a blank required field says so plainly rather than the schema's sentence. */
export function checkContact(values: ContactValues): ContactCheck {
  const result = contactSchema.safeParse(values);
  if (result.success) return { ok: true, message: result.data };
  const messages = fieldMessages(result.error);
  const errors: FieldErrors = {};
  for (const field of FIELDS) {
    const message = messages[field];
    if (message) errors[field] = REQUIRED.includes(field) && isBlank(values[field]) ? REQUIRED_MESSAGE : message;
  }
  return {
    ok: false,
    errors,
    missingRequired: REQUIRED.some((field) => isBlank(values[field])),
    firstInvalid: FIELDS.find((field) => errors[field]),
  };
}
