// The contact form (spec §3 "Contact message", §5 "Contact"): one schema for the page and the API.
import { z } from 'zod';
import { INQUIRY_TYPES } from '../enums';
import { EMAIL_PATTERN, text } from './fields';

export const CONTACT_MESSAGES = {
  missingTitle: 'Missing Information',
  missing: 'Please fill in all required fields.',
  invalidEmail: 'Please enter a valid email address',
  invalidInquiryType: 'Please choose an inquiry type from the list',
  failedTitle: 'Error',
  failed: 'There was a problem sending your message. Please try again.',
  sentTitle: 'Message Sent!',
  sent: "Thank you for contacting us. We'll get back to you within 24 hours.",
  tooMany: 'Too many messages from your connection. Please try again later.',
} as const;

const MISSING = `${CONTACT_MESSAGES.missingTitle}: ${CONTACT_MESSAGES.missing}`;

export const CONTACT_LIMITS = { name: 100, email: 254, subject: 200, message: 5000 } as const;

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
