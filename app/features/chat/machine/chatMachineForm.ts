// The chat's start form (spec §5 "Chat start"): its values, when Start Chat may be pressed, and the shared
// schema's verdict, field by field, before anything is sent.
import { chatStartSchema, type ChatStart } from '../../../../shared/schemas/chat';
import { fieldMessages } from '../../../../shared/schemas/fields';

export interface ChatFormValues {
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  initialMessage: string;
}

export type ChatFormField = keyof ChatFormValues;
export type ChatFieldErrors = Partial<Record<ChatFormField, string>>;

export const EMPTY_CHAT_FORM: ChatFormValues = { customerName: '', customerEmail: '', customerPhone: '', initialMessage: '' };

/** Form order, so focus lands on the first field that needs attention. */
export const CHAT_FORM_FIELDS: ChatFormField[] = ['customerName', 'customerEmail', 'customerPhone', 'initialMessage'];

const REQUIRED: ChatFormField[] = ['customerName', 'customerEmail', 'initialMessage'];

/** Start Chat is enabled once name, email and the first message hold more than spaces. */
export const formFilled = (values: ChatFormValues) => REQUIRED.every((field) => values[field].trim() !== '');

/** The form as the shop wants it (the phone left out when blank), or the message beside each field to fix. */
export function checkChatForm(values: ChatFormValues): { ok: true; data: ChatStart } | { ok: false; errors: ChatFieldErrors } {
  const { customerPhone, ...rest } = values;
  const result = chatStartSchema.safeParse(customerPhone.trim() ? values : rest);
  if (result.success) return { ok: true, data: result.data };
  const messages = fieldMessages(result.error);
  const errors: ChatFieldErrors = {};
  for (const field of CHAT_FORM_FIELDS) if (messages[field]) errors[field] = messages[field];
  return { ok: false, errors };
}
