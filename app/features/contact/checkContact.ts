// The contact form's check, with the schema the API uses (zod): loaded when the form is first used, not with the page.
import { contactSchema, type ContactMessage } from '../../../shared/schemas/contact';
import { fieldMessages } from '../../../shared/schemas/fields';
import type { ContactValues, FieldErrors, FieldName } from './contactForm';

export const REQUIRED_MESSAGE = 'This field is required';

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
