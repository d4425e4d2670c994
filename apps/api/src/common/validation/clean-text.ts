/** Control characters (PostgreSQL refuses NUL outright) have no place in a one-line field. */
export function cleanText(value: string): string {
  let out = '';
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    if (code > 0x1f && code !== 0x7f) out += char;
  }
  return out.trim();
}

/** Multi-line text may keep tabs and line breaks; other control characters are refused. */
export function hasForbiddenControlCharacters(value: string): boolean {
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    if ((code <= 0x1f && char !== '\t' && char !== '\n' && char !== '\r') || code === 0x7f) return true;
  }
  return false;
}
