// The shop's social-proof line split for display: "500+ couples served" shows its figure in bold.

/** The leading figure (a word with a digit) and the rest, or null when the line does not start with one. */
export function leadingFigure(line: string): { figure: string; rest: string } | null {
  const match = /^(\S*\d\S*)\s+(.+)$/.exec(line);
  return match ? { figure: match[1]!, rest: match[2]! } : null;
}
