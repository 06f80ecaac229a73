// Strings an attacker tried on the shop's forms (issue 12) and more of their kind: test data for the page's
// schemas and the API alike, so both prove the same refusals.

/** Not addresses: every form refuses them with its "valid email" message. */
export const HOSTILE_EMAILS = [
  '"><img src=x onerror=alert(1)>@evil.example',
  'a@b.co?subject=x',
  'a@b.co&cc=x@y.z',
  'a@b.co#x',
  'evil@evil.example, Real Name',
  'a@b.co;x@y.z',
  'a@b.co\r\nBcc: x@y.z',
  'a@b.co\nBcc: x@y.z',
  'a\u202e@b.co',
  'a@b\u2066.co',
  'a\u200f@b.co',
  'a\u0000@b.co',
  'a\u0085@b.co',
  '"quoted"@b.co',
  'Real Name <a@b.co>',
  'a b@c.co',
  'a@b',
  'a@b.c0',
  'a@-b.co',
  'a@b..co',
  '.a@b.co',
  'a..b@c.co',
  'a@@b.co',
  'mailto:a@b.co',
  `${'a'.repeat(65)}@b.co`,
];

/** Names are free text: they are accepted, and must reach a mail only as a display name. */
export const HOSTILE_NAMES = [
  'evil@evil.example, Real Name',
  'Real Name <evil@evil.example>',
  'Ana\r\nBcc: evil@evil.example',
  '"><img src=x onerror=alert(1)>',
  'Ana \u202eelpmaxe.live\u202c',
  '=?utf-8?q?evil=40evil.example?=',
];

export const REAL_EMAILS = [
  'sam@example.com',
  'ana.lopez+songs@mail.example.co.uk',
  "o'brien@example.ie",
  'JO_DOE-1@Example.ORG',
  'u@xn--bcher-kva.xn--p1ai',
];
