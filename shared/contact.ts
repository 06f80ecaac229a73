// The contact form's words and field lengths, without zod: the browser's form shows them before its checking code
// (shared/schemas/contact.ts, with zod) has loaded.
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

export const CONTACT_LIMITS = { name: 100, email: 254, subject: 200, message: 5000 } as const;
