// How customers reach the shop, shown on the contact and legal pages.

export const SUPPORT_EMAIL = 'hello@serenade.example';
