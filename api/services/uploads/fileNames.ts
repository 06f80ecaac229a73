// Names offered when a stored file is downloaded: made by the server from titles, never a client's path.

/** A file name stem from a title: no control characters, quotes, slashes or other characters file systems refuse. */
export function safeFileStem(title: string, fallback: string): string {
  const stem = title
    .normalize('NFKC')
    .replace(/[\u0000-\u001f\u007f"\\/:*?<>|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 80);
  return stem || fallback;
}
