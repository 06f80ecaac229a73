// What the contact page promises about answers (app/pages/contact/ContactPage.tsx: "Response time" and "Hours"),
// repeated in the acknowledgement mail a sender gets. Until a shop profile holds these, they live here.
export const SUPPORT_RESPONSE_TIME = '24–48 hours';
export const SUPPORT_HOURS = 'Monday to Friday, 9 AM–6 PM PST';
