import { hasControlInJson, hasControlInUrlValues, jsonNestsDeeperThan, MAX_JSON_DEPTH } from './unsafe-input';

const bytes = (text: string) => Buffer.from(text, 'utf8');

describe('jsonNestsDeeperThan', () => {
  it('counts nested objects and arrays', () => {
    expect(jsonNestsDeeperThan(bytes('{"a":[1,{"b":2}]}'), 3)).toBe(false);
    expect(jsonNestsDeeperThan(bytes('{"a":[1,{"b":[2]}]}'), 3)).toBe(true);
    expect(jsonNestsDeeperThan(bytes(`${'['.repeat(3000)}${']'.repeat(3000)}`), MAX_JSON_DEPTH)).toBe(true);
    expect(jsonNestsDeeperThan(bytes(`${'['.repeat(64)}${']'.repeat(64)}`), MAX_JSON_DEPTH)).toBe(false);
  });

  it('depth is what is open at once, not how many containers there are', () => {
    expect(jsonNestsDeeperThan(bytes(JSON.stringify(Array.from({ length: 500 }, () => [{}]))), 3)).toBe(
      false,
    );
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(jsonNestsDeeperThan(bytes(JSON.stringify({ text: '[[[[[{{{{{' })), 2)).toBe(false);
    expect(jsonNestsDeeperThan(bytes(JSON.stringify({ text: 'say "[[[[" \\ [[[' })), 2)).toBe(false);
    expect(jsonNestsDeeperThan(bytes(JSON.stringify({ 'é[[[': 'ü{{{' })), 1)).toBe(false);
  });
});

describe('hasControlInUrlValues', () => {
  it('finds control characters in values, repeated values and keys', () => {
    expect(hasControlInUrlValues({ query: '\u0000abc' })).toBe(true);
    expect(hasControlInUrlValues({ search: ['ok', 'x\u001f'] })).toBe(true);
    expect(hasControlInUrlValues({ 'k\u0007': 'v' })).toBe(true);
    expect(hasControlInUrlValues({ id: 'tab\there' })).toBe(true);
    expect(hasControlInUrlValues({ id: 'del\u007f' })).toBe(true);
  });

  it('accepts ordinary ids, words and text in any script', () => {
    expect(hasControlInUrlValues({ id: 'cs_test_a1B2', search: 'Zoë Ågren 李' })).toBe(false);
    expect(hasControlInUrlValues(Object.assign(Object.create(null), { page: '2' }))).toBe(false);
    expect(hasControlInUrlValues(undefined)).toBe(false);
  });
});

describe('hasControlInJson', () => {
  it('finds a control character in any string or key, however nested', () => {
    expect(hasControlInJson({ email: 'a\u0000@b.co' })).toBe(true);
    expect(hasControlInJson({ a: [{ b: ['ok', 'bell\u0007'] }] })).toBe(true);
    expect(hasControlInJson({ 'key\u0000': 1 })).toBe(true);
    expect(hasControlInJson('\u001b[31m')).toBe(true);
  });

  it('accepts tabs and line breaks in text, and non-string values', () => {
    expect(hasControlInJson({ description: 'line one\r\nline\ttwo', n: 1, ok: true, none: null })).toBe(
      false,
    );
  });

  it('does not look inside raw bodies', () => {
    expect(hasControlInJson(Buffer.from('\u0000'))).toBe(false);
    expect(hasControlInJson(undefined)).toBe(false);
  });
});
