// Names offered when a stored file is downloaded: made by the server from titles, never a client's path, and sent
// in a Content-Disposition header with nothing in them that could hide what the file is.

/**
 * Text as it shows: controls (C0, DEL, C1) and line or paragraph separators become spaces; format characters are
 * dropped (bidi overrides and isolates: "song\u202Egpj.exe" shows as "songexe.jpg"; zero-width spaces and joiners;
 * the BOM), and so are lone surrogates (they cannot be percent-encoded).
 */
export function visibleText(text: string): string {
  return text.replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, ' ').replace(/[\p{Cf}\p{Cs}]/gu, '');
}

/** A file name stem from a title: no control or format characters, quotes, slashes or other characters file systems refuse. */
export function safeFileStem(title: string, fallback: string): string {
  const stem = visibleText(title.normalize('NFKC'))
    .replace(/["\\/:*?<>|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 80);
  return stem || fallback;
}

/**
 * `attachment` with an ASCII fallback name and the exact name in RFC 5987 form. The name is cleaned here too: names
 * stored before safeFileStem dropped format characters may hold them.
 */
export function attachmentDisposition(name: string | null, fallbackExt: string): string {
  const base =
    visibleText(name ?? '')
      .replace(/["\\/]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim() || `download.${fallbackExt}`;
  const ascii =
    base
      .normalize('NFKD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/\s+/g, ' ')
      .trim() || `download.${fallbackExt}`;
  const exact = encodeURIComponent(base).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${exact}`;
}
