// Reading a served HTML page the way a crawler or a browser without JavaScript sees it: its head's tags, its
// scripts, the text of an element, all by plain pattern matching (the pages are the build's own, well-formed HTML).

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Text with character references turned back into characters. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] === '#') return String.fromCodePoint(ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : Number(ref.slice(1)));
    return ENTITIES[ref.toLowerCase()] ?? whole;
  });
}

/** What a reader sees of some HTML: tags and comments gone, references decoded, white space collapsed. */
export function visibleText(html: string): string {
  return decodeEntities(
    html
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, ' ')
      .replace(/<[^>]+>/g, ' '),
  )
    .replace(/\s+/g, ' ')
    .trim();
}

/** The attributes of one start tag, names lower-cased, values decoded. */
export function attributesOf(tag: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const [, name, , quoted, bare] of tag.matchAll(/\s([a-z][\w:-]*)(\s*=\s*("([^"]*)"|([^\s"'>]+)))?/gi)) {
    attributes[name!.toLowerCase()] = decodeEntities(quoted !== undefined ? quoted.slice(1, -1) : (bare ?? ''));
  }
  return attributes;
}

/** Every start tag of one element name, as its attributes. */
export function tagsNamed(html: string, name: string): Array<Record<string, string>> {
  return [...html.matchAll(new RegExp(`<${name}\\b[^>]*>`, 'gi'))].map(([tag]) => attributesOf(tag.replace(/\/?>$/, ' >')));
}

/** The content of a <meta> found by its name or property, undefined when there is none. */
export function metaContent(html: string, key: string): string | undefined {
  return tagsNamed(html, 'meta').find((meta) => meta.name === key || meta.property === key)?.content;
}

/** The href of the first <link rel="…">. */
export function linkHref(html: string, rel: string): string | undefined {
  return tagsNamed(html, 'link').find((link) => link.rel === rel)?.href;
}

/** The text of the page's <title>. */
export function titleOf(html: string): string | undefined {
  const match = /<title>([^<]*)<\/title>/i.exec(html);
  return match ? decodeEntities(match[1]!) : undefined;
}

/** The visible text of each <h1>. */
export function headingsOf(html: string, level = 1): string[] {
  return [...html.matchAll(new RegExp(`<h${level}\\b[^>]*>([\\s\\S]*?)</h${level}>`, 'gi'))].map(([, inner]) => visibleText(inner!));
}

export interface Script {
  attributes: Record<string, string>;
  body: string;
}

/** Every <script> element: its attributes and its text. */
export function scriptsOf(html: string): Script[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].map(([, attributes, body]) => ({
    attributes: attributesOf(`${attributes} `),
    body: body!,
  }));
}

/** The parsed JSON of every <script type="application/ld+json">. */
export function structuredDataOf(html: string): Array<Record<string, unknown>> {
  return scriptsOf(html)
    .filter((s) => s.attributes.type === 'application/ld+json')
    .map((s) => JSON.parse(s.body) as Record<string, unknown>);
}

/** The inner HTML of the element with this id (the app's root is a <div id="root">, its last child the page). */
export function rootHtml(html: string): string {
  // A private page's frame has an attribute on it (shared/prerender.ts, FRAME_ATTRIBUTE).
  const open = /<div id="root"[^>]*>/.exec(html);
  if (!open) throw new Error('the page has no <div id="root">');
  const end = html.lastIndexOf('</body>');
  return html.slice(open.index + open[0].length, end < 0 ? undefined : end);
}
