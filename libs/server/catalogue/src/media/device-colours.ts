// A listed colour name ('Mint', 'Natural Titanium', 'Obsidian'…) as the body colour a drawing is
// painted in. Makers' names first (whole name, any case), then the colour words they are made of;
// a name with no known word is drawn in a neutral grey, never in a brand's colour.

/** Whole colour names as makers list them. */
const NAMED: Record<string, string> = {
  'natural titanium': '#bab4a9',
  'blue titanium': '#3f4a5a',
  'white titanium': '#efeee9',
  'black titanium': '#37373a',
  'desert titanium': '#c9ad8f',
  'titanium gray': '#8b8a86',
  'titanium grey': '#8b8a86',
  'titanium black': '#2f2f31',
  'titan black': '#2f2f31',
  'titanium silver': '#c9cbcd',
  'titanium violet': '#6e6781',
  'titanium yellow': '#e8dcb0',
  'space gray': '#7d7e80',
  'space grey': '#7d7e80',
  'space black': '#2e2c2b',
  'phantom black': '#2b2b2e',
  'onyx black': '#2a2a2c',
  'silky black': '#1f1f21',
  'just black': '#1d1d1f',
  'marble grey': '#c9c9c6',
  'marble gray': '#c9c9c6',
  'flowy emerald': '#2e6b57',
  'neon red': '#ff4554',
  'neon blue': '#00b2d6',
  midnight: '#232a33',
  starlight: '#f1eadf',
  obsidian: '#202124',
  charcoal: '#36383b',
  graphite: '#45464d',
  porcelain: '#efece5',
  hazel: '#8d9889',
  bay: '#a9c6e6',
  sea: '#b7d3dc',
  mint: '#b6e0c8',
  cream: '#f1e4c8',
  beige: '#e3d2b4',
  lavender: '#cbc1e8',
  coral: '#f08c7f',
  rose: '#e9b5ba',
};

/** Colour words, first match wins, so compound words come before the plain ones. */
const WORDS: Array<[RegExp, string]> = [
  [/titanium/, '#8b8a86'],
  [/midnight|obsidian|onyx|graphite|charcoal|jet/, '#2b2c30'],
  [/black/, '#1f1f21'],
  [/starlight|cream|ivory|porcelain|chalk|snow|pearl/, '#f1eadf'],
  [/white/, '#f4f4f1'],
  [/silver|platinum|cloud/, '#dfe0e2'],
  [/gold|champagne|sand|beige/, '#e4cda6'],
  [/pink|rose|blush/, '#f3c6cf'],
  [/coral|peach|orange/, '#f29b7a'],
  [/lavender|lilac|violet|purple/, '#c4b5e4'],
  [/mint/, '#b6e0c8'],
  [/sage|green|emerald|jade|olive/, '#8fbf98'],
  [/navy/, '#2c3e66'],
  [/sky|blue|sea|ocean|bay/, '#8fb4df'],
  [/red|crimson/, '#c8283a'],
  [/yellow|lemon/, '#f3df86'],
  [/gr[ae]y|slate|silver/, '#8e8e93'],
];

/** Drawn for a colour with no known word (or none listed): a neutral grey. */
export const FALLBACK_COLOUR = '#9a9ba0';

/** The body colour for a listed colour name. */
export function colourHex(name: string | null | undefined): string {
  const key = (name ?? '').trim().toLowerCase().replace(/\s+/g, ' ');
  if (!key) return FALLBACK_COLOUR;
  return NAMED[key] ?? WORDS.find(([pattern]) => pattern.test(key))?.[1] ?? FALLBACK_COLOUR;
}

/** Two colours for two-tone names such as the Switch's 'Neon Red/Blue' (left, right); else null. */
export function colourPair(name: string | null | undefined): [string, string] | null {
  const match = /^(.*?)\s*\/\s*(.*)$/.exec((name ?? '').trim());
  if (!match) return null;
  // 'Neon Red/Blue': the first part's leading words belong to both sides.
  const [, first, second] = match;
  const prefix = first.split(/\s+/).slice(0, -1).join(' ');
  return [colourHex(first), colourHex(`${prefix} ${second}`.trim())];
}
