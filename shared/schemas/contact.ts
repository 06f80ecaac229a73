// The contact form (spec §3 "Contact message", §5 "Contact"): one schema for the page and the API.
import { z } from 'zod';
import { INQUIRY_TYPES } from '../enums';
import { CONTACT_LIMITS, CONTACT_MESSAGES } from '../contact';
import { EMAIL_PATTERN, text } from './fields';

const MISSING = `${CONTACT_MESSAGES.missingTitle}: ${CONTACT_MESSAGES.missing}`;

export const contactSchema = z.strictObject({
  name: text('Name', CONTACT_LIMITS.name, MISSING),
  email: text('Email', CONTACT_LIMITS.email, MISSING).regex(EMAIL_PATTERN, { error: CONTACT_MESSAGES.invalidEmail }),
  // The form's "no topic" option sends an empty string.
  inquiryType: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(INQUIRY_TYPES, { error: CONTACT_MESSAGES.invalidInquiryType }).optional(),
  ),
  subject: text('Subject', CONTACT_LIMITS.subject).optional(),
  message: text('Message', CONTACT_LIMITS.message, MISSING),
});

export type ContactInput = z.input<typeof contactSchema>;
export type ContactMessage = z.output<typeof contactSchema>;
