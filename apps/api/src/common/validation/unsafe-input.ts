/** Deep enough for any body the API takes; shallow enough that no recursive code can overflow. */
export const MAX_JSON_DEPTH = 64;

// Route parameters and query values are ids, codes and search words: no control character belongs there.
const CONTROL_IN_URL = /[\u0000-\u001f\u007f]/;
// Body text may hold tabs and line breaks (descriptions, addresses); no other C0 control character.
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/;

/**
 * Whether JSON bytes nest objects/arrays deeper than `max`, read in one pass before parsing (the
 * parser and everything after it, validation included, would recurse that deep). Reading bytes is
 * safe for UTF-8: no byte of a multi-byte character is below 0x80.
 */
export function jsonNestsDeeperThan(json: Uint8Array, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < json.length; i++) {
    const char = json[i];
    if (inString) {
      if (char === 0x5c /* \ */) i++;
      else if (char === 0x22 /* " */) inString = false;
    } else if (char === 0x22) {
      inString = true;
    } else if (char === 0x7b /* { */ || char === 0x5b /* [ */) {
      if (++depth > max) return true;
    } else if (char === 0x7d /* } */ || char === 0x5d /* ] */) {
      depth--;
    }
  }
  return false;
}

/** Whether a route parameter or query value (already decoded) holds a control character. */
export function hasControlInUrlValue(value: unknown): boolean {
  if (typeof value === 'string') return CONTROL_IN_URL.test(value);
  if (Array.isArray(value)) return value.some(hasControlInUrlValue);
  return false;
}

/** Whether any string or key of a record of URL values (params, query) holds a control character. */
export function hasControlInUrlValues(values: unknown): boolean {
  if (!values || typeof values !== 'object') return false;
  return Object.entries(values).some(
    ([key, value]) => CONTROL_IN_URL.test(key) || hasControlInUrlValue(value),
  );
}

function isPlainObject(value: object): boolean {
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * Whether any string or key in a parsed JSON body holds a control character other than tab and
 * line breaks. Only plain JSON values are walked: raw bodies (Buffers) and streams are not JSON.
 */
export function hasControlInJson(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return CONTROL_IN_TEXT.test(value);
  // The parser refuses deeper bodies; this guard only keeps the walk bounded whatever it is given.
  if (depth > MAX_JSON_DEPTH) return false;
  if (Array.isArray(value)) return value.some((item) => hasControlInJson(item, depth + 1));
  if (value !== null && typeof value === 'object' && isPlainObject(value)) {
    return Object.entries(value).some(
      ([key, item]) => CONTROL_IN_TEXT.test(key) || hasControlInJson(item, depth + 1),
    );
  }
  return false;
}
