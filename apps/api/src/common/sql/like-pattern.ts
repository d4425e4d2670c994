/** `%text%` for an ILIKE, with the text's own wildcards (% and _) and backslashes matched literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
