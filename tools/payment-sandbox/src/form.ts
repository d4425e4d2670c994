/**
 * Decodes an `application/x-www-form-urlencoded` body the way Stripe's API reads what the SDK
 * sends: `line_items[0][price_data][unit_amount]=100` becomes nested objects, and objects whose
 * keys are 0..n-1 become arrays.
 */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormObject = { [key: string]: FormValue };

const SEGMENT = /\[([^\]]*)\]/g;

function splitKey(key: string): string[] | null {
  const open = key.indexOf('[');
  if (open === -1) return [key];
  const head = key.slice(0, open);
  const rest = key.slice(open);
  const parts = [head];
  let consumed = 0;
  for (const match of rest.matchAll(SEGMENT)) {
    if (match.index !== consumed) return null;
    parts.push(match[1]);
    consumed += match[0].length;
  }
  return consumed === rest.length && head !== '' ? parts : null;
}

function toArrays(value: FormValue): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const entries = Object.fromEntries(keys.map((k) => [k, toArrays(value[k])]));
  const sorted = [...keys].sort((a, b) => Number(a) - Number(b));
  if (keys.length > 0 && sorted.every((k, i) => k === String(i))) return sorted.map((k) => entries[k]);
  return entries;
}

/** Throws on a key that is not `name` or `name[a][b]…` or that clashes with another key. */
export function decodeForm(body: string): FormObject {
  const root: FormObject = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const parts = splitKey(key);
    if (
      !parts ||
      parts.some((p) => p === '' || p === '__proto__' || p === 'constructor' || p === 'prototype')
    )
      throw new FormError(`Invalid parameter name: ${key}`);
    let node: FormObject = root;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) {
        if (node[part] !== undefined) throw new FormError(`Duplicate parameter: ${key}`);
        node[part] = value;
        return;
      }
      const next = node[part];
      if (next === undefined) node[part] = {};
      else if (typeof next === 'string') throw new FormError(`Invalid parameter: ${key}`);
      node = node[part] as FormObject;
    });
  }
  return toArrays(root) as FormObject;
}

export class FormError extends Error {
  override readonly name = 'FormError';
}
