import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// Issue 16 item 12: every text colour token reaches WCAG AA (4.5:1) on every background a page or
// card uses. Read from tokens.css itself, so a token changed later is checked too.

const css = readFileSync(join(__dirname, 'tokens.css'), 'utf8');
const declared = new Map([...css.matchAll(/(--ph-[\w-]+):\s*([^;]+);/g)].map((m) => [m[1], m[2].trim()]));

function resolve(name: string): string {
  const value = declared.get(name);
  if (!value) throw new Error(`${name} is not declared in tokens.css`);
  const alias = /^var\((--ph-[\w-]+)\)$/.exec(value);
  return alias ? resolve(alias[1]) : value;
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5]
    .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

const TEXTS = ['--ph-text', '--ph-text-muted', '--ph-text-subtle', '--ph-link', '--ph-color-gray-500'];
const BACKGROUNDS = [
  '--ph-bg',
  '--ph-surface',
  '--ph-surface-muted',
  '--ph-color-gray-25',
  '--ph-color-gray-100',
  '--ph-color-primary-50',
];

describe('text colour tokens', () => {
  it('are plain hex colours', () => {
    for (const name of [...TEXTS, ...BACKGROUNDS]) expect(resolve(name)).toMatch(/^#[0-9a-f]{6}$/i);
  });

  it.each(TEXTS.flatMap((text) => BACKGROUNDS.map((bg) => [text, bg])))(
    '%s on %s is at least 4.5:1',
    (text, bg) => {
      expect(contrast(resolve(text), resolve(bg))).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('the old grey would have failed on the page background (the case axe found)', () => {
    expect(contrast('#6b7482', resolve('--ph-bg'))).toBeLessThan(4.5);
  });
});
