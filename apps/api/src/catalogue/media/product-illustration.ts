// Product pictures drawn as SVG: a device outline per category, tinted by brand, coloured by the
// unit's colour, with the model name. Served by our own API because nothing external is reachable.

export const ILLUSTRATION_VIEWS = ['front', 'back', 'side'] as const;
export type IllustrationView = (typeof ILLUSTRATION_VIEWS)[number];

/** Where the API serves a product's picture (see product-media.controller.ts). */
export const productImageUrl = (sku: string, view: IllustrationView) =>
  `/api/media/products/${sku}-${view}.svg`;

export interface IllustrationSubject {
  name: string;
  brand: string;
  model: string;
  category: string;
  subcategory: string | null;
  color: string | null;
  storage: string | null;
}

const BRAND_TINTS: Record<string, string> = {
  apple: '#6e6e73',
  samsung: '#1428a0',
  google: '#1a73e8',
  oneplus: '#eb0028',
  sony: '#2f3b52',
  nintendo: '#e60012',
  valve: '#1a9fff',
  microsoft: '#107c10',
  bose: '#3b3b3b',
  dell: '#007db8',
  lenovo: '#e2231a',
};
const DEFAULT_TINT = '#4b5563';

// First match wins, so the specific names come before the generic colour words.
const BODY_COLOURS: Array<[RegExp, string]> = [
  [/natural titanium/i, '#bfb7aa'],
  [/blue titanium|titanium blue/i, '#3f4a5a'],
  [/white titanium/i, '#ecebe6'],
  [/black titanium|titanium black/i, '#3a3a3c'],
  [/titanium gr[ae]y|titanium/i, '#8e8e93'],
  [/midnight|obsidian|phantom black|onyx|black|graphite|space gr[ae]y|charcoal/i, '#2c2c2e'],
  [/starlight|cream|porcelain|chalk|snow|white|ivory/i, '#f2efe9'],
  [/silver|platinum|cloud/i, '#d9dadc'],
  [/gold|champagne|sand/i, '#e3cba5'],
  [/rose|pink|coral/i, '#f2b8c6'],
  [/lavender|purple|violet|lilac/i, '#b9a7e0'],
  [/mint|sage|green|emerald|jade|hazel/i, '#9cc5a1'],
  [/bay|sky|blue|navy|sierra/i, '#7da7d9'],
  [/red/i, '#c8102e'],
  [/yellow|lemon/i, '#f5d76e'],
  [/gr[ae]y|gray|grey|slate/i, '#8e8e93'],
];

const FONT = "Inter, 'Segoe UI', system-ui, -apple-system, Roboto, Helvetica, Arial, sans-serif";

export function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  );
}

function shade(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => {
    const c = (n >> shift) & 0xff;
    const v = amount < 0 ? c * (1 + amount) : c + (255 - c) * amount;
    return Math.max(0, Math.min(255, Math.round(v)));
  };
  return `#${[16, 8, 0].map((s) => channel(s).toString(16).padStart(2, '0')).join('')}`;
}

const isLight = (hex: string) => {
  const n = Number.parseInt(hex.slice(1), 16);
  return ((n >> 16) & 0xff) * 0.299 + ((n >> 8) & 0xff) * 0.587 + (n & 0xff) * 0.114 > 150;
};

interface Palette {
  tint: string;
  body: string;
  edge: string;
  screen: string;
}

function palette(subject: IllustrationSubject): Palette {
  const tint = BRAND_TINTS[subject.brand.trim().toLowerCase()] ?? DEFAULT_TINT;
  const body = BODY_COLOURS.find(([pattern]) => pattern.test(subject.color ?? ''))?.[1] ?? shade(tint, -0.35);
  return { tint, body, edge: isLight(body) ? shade(body, -0.25) : shade(body, 0.25), screen: '#0b1020' };
}

const rect = (x: number, y: number, w: number, h: number, r: number, fill: string, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
const circle = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
const lens = (cx: number, cy: number, r: number) =>
  circle(cx, cy, r, '#1c1c1e', 'stroke="#48484a" stroke-width="3"') +
  circle(cx - r / 3, cy - r / 3, r / 4, '#5e5ce6', 'opacity=".55"');
const outline = (p: Palette) => `stroke="${p.edge}" stroke-width="3"`;

function screen(x: number, y: number, w: number, h: number, r: number): string {
  return (
    rect(x, y, w, h, r, 'url(#screen)') +
    `<path d="M${x + w * 0.55} ${y} L${x + w} ${y} L${x + w} ${y + h * 0.35} Z" fill="#fff" opacity=".06"/>`
  );
}

function phone(view: IllustrationView, s: IllustrationSubject, p: Palette): string {
  const brand = s.brand.toLowerCase();
  if (view === 'side') {
    return (
      rect(282, 70, 36, 370, 14, p.body, outline(p)) +
      rect(316, 150, 5, 56, 2, p.edge) +
      rect(279, 130, 5, 34, 2, p.edge) +
      rect(279, 176, 5, 34, 2, p.edge) +
      rect(288, 78, 4, 354, 2, '#fff', 'opacity=".25"')
    );
  }
  const body = rect(210, 70, 180, 370, 32, view === 'front' ? '#111' : p.body, outline(p));
  if (view === 'front') {
    const cutout = brand === 'apple' ? rect(276, 88, 48, 15, 7.5, '#000') : circle(300, 96, 6, '#000');
    return body + screen(218, 78, 164, 354, 25) + cutout + rect(268, 418, 64, 4, 2, '#fff', 'opacity=".6"');
  }
  const pro = /pro|ultra|\+|plus/i.test(s.model);
  let camera: string;
  if (brand === 'apple') {
    camera =
      rect(224, 86, 84, 84, 20, shade(p.body, -0.08), outline(p)) + lens(248, 110, 14) + lens(248, 148, 14);
    if (pro) camera += lens(284, 129, 14);
  } else if (brand === 'google') {
    camera = rect(210, 118, 180, 46, 20, '#202124') + lens(262, 141, 13) + lens(298, 141, 13);
    if (pro) camera += lens(334, 141, 11);
  } else if (brand === 'oneplus') {
    camera =
      circle(262, 132, 44, shade(p.body, -0.15), outline(p)) +
      lens(248, 116, 12) +
      lens(276, 116, 12) +
      lens(262, 148, 12);
  } else {
    camera = lens(246, 104, 14) + lens(246, 144, 14) + (pro ? lens(246, 184, 14) : '');
  }
  const mark = `<text x="300" y="400" text-anchor="middle" font-family="${FONT}" font-size="15" letter-spacing="2" fill="${isLight(p.body) ? '#000' : '#fff'}" opacity=".35">${escapeXml(s.brand.toUpperCase())}</text>`;
  return body + camera + mark;
}

function tablet(view: IllustrationView, s: IllustrationSubject, p: Palette): string {
  if (view === 'side') {
    return (
      rect(288, 60, 24, 390, 10, p.body, outline(p)) +
      rect(309, 120, 5, 50, 2, p.edge) +
      rect(292, 66, 3, 378, 1.5, '#fff', 'opacity=".25"')
    );
  }
  if (view === 'front') {
    return (
      rect(160, 60, 280, 390, 28, '#111', outline(p)) +
      screen(174, 74, 252, 362, 16) +
      circle(300, 67, 3, '#333')
    );
  }
  const mark = `<text x="300" y="270" text-anchor="middle" font-family="${FONT}" font-size="18" letter-spacing="3" fill="${isLight(p.body) ? '#000' : '#fff'}" opacity=".3">${escapeXml(s.brand.toUpperCase())}</text>`;
  return (
    rect(160, 60, 280, 390, 28, p.body, outline(p)) +
    rect(180, 80, 56, 56, 16, shade(p.body, -0.08), outline(p)) +
    lens(198, 98, 10) +
    lens(218, 118, 8) +
    mark
  );
}

function laptop(view: IllustrationView, s: IllustrationSubject, p: Palette): string {
  if (view === 'side') {
    return (
      rect(100, 352, 400, 14, 7, p.body, outline(p)) +
      `<g transform="rotate(-14 488 358)">${rect(480, 130, 14, 232, 7, p.body, outline(p))}</g>` +
      rect(140, 366, 30, 4, 2, p.edge) +
      rect(430, 366, 30, 4, 2, p.edge)
    );
  }
  if (view === 'back') {
    const mark = circle(300, 230, 26, isLight(p.body) ? '#fff' : '#000', 'opacity=".18"');
    return (
      rect(130, 100, 340, 250, 20, p.body, outline(p)) +
      mark +
      rect(130, 338, 340, 12, 6, shade(p.body, -0.12))
    );
  }
  return (
    rect(140, 90, 320, 226, 16, '#111', outline(p)) +
    screen(152, 102, 296, 200, 6) +
    `<path d="M96 322 H504 L522 352 Q523 358 516 358 H84 Q77 358 78 352 Z" fill="${p.body}" ${outline(p)}/>` +
    rect(270, 322, 60, 8, 4, p.edge) +
    `<text x="300" y="296" text-anchor="middle" font-family="${FONT}" font-size="12" fill="#fff" opacity=".35">${escapeXml(s.brand)}</text>`
  );
}

function watch(view: IllustrationView, s: IllustrationSubject, p: Palette): string {
  const round = s.brand.toLowerCase() !== 'apple';
  const strap = shade(p.body, isLight(p.body) ? -0.15 : 0.15);
  const straps = rect(245, 40, 110, 140, 24, strap) + rect(245, 330, 110, 150, 24, strap);
  if (view === 'side') {
    return (
      rect(262, 40, 76, 440, 22, strap) +
      rect(270, 150, 60, 210, 26, p.body, outline(p)) +
      rect(328, 220, 14, 40, 5, p.edge)
    );
  }
  const caseShape = round
    ? circle(300, 255, 112, p.body, outline(p))
    : rect(212, 140, 176, 230, 48, p.body, outline(p));
  if (view === 'back') {
    return (
      straps +
      caseShape +
      circle(300, 255, 58, shade(p.body, -0.15)) +
      circle(300, 255, 34, '#1c1c1e') +
      circle(300, 255, 12, '#30d158', 'opacity=".7"')
    );
  }
  const face = round ? circle(300, 255, 94, 'url(#screen)') : rect(226, 154, 148, 202, 36, 'url(#screen)');
  const ring = `<circle cx="300" cy="240" r="44" fill="none" stroke="${p.tint}" stroke-width="9" stroke-dasharray="200 80" stroke-linecap="round" opacity=".9"/>`;
  const time = `<text x="300" y="318" text-anchor="middle" font-family="${FONT}" font-size="30" font-weight="600" fill="#fff">10:09</text>`;
  return straps + caseShape + face + ring + time + rect(round ? 408 : 386, 220, 12, 40, 5, p.edge);
}

function audio(view: IllustrationView, s: IllustrationSubject, p: Palette): string {
  if (/bud|earphone|in-ear/i.test(`${s.subcategory ?? ''} ${s.name}`)) {
    const bud = (x: number, y: number, flip = 1) =>
      `<g transform="translate(${x} ${y}) scale(${flip} 1)">${circle(0, 0, 30, p.body, outline(p))}${rect(-9, 10, 18, 80, 9, p.body, outline(p))}${circle(-8, -6, 10, '#1c1c1e', 'opacity=".55"')}</g>`;
    if (view === 'side') return bud(300, 200);
    const box = (top: number) =>
      rect(190, top, 220, 170, 70, p.body, outline(p)) +
      rect(190, top + 52, 220, 3, 1.5, p.edge) +
      circle(300, top + 105, 5, '#30d158');
    // The back view shows the case open, the buds lifted out.
    return view === 'back' ? box(250) + bud(250, 170) + bud(350, 170, -1) : box(210);
  }
  const cup = (x: number) =>
    rect(x, 260, 90, 150, 40, p.body, outline(p)) +
    rect(x + (x < 300 ? 62 : 8), 284, 20, 102, 10, shade(p.body, -0.2));
  const band = `<path d="M195 300 C 190 90, 410 90, 405 300" fill="none" stroke="${p.body}" stroke-width="24" stroke-linecap="round"/><path d="M195 300 C 190 90, 410 90, 405 300" fill="none" stroke="${p.edge}" stroke-width="3"/>`;
  if (view === 'side') {
    return (
      `<path d="M300 110 C 230 110, 230 250, 250 300" fill="none" stroke="${p.body}" stroke-width="22" stroke-linecap="round"/>` +
      `<ellipse cx="300" cy="330" rx="92" ry="112" fill="${p.body}" ${outline(p)}/>` +
      `<ellipse cx="300" cy="330" rx="52" ry="70" fill="${shade(p.body, -0.12)}"/>`
    );
  }
  return band + cup(150) + cup(360) + (view === 'back' ? circle(195, 335, 6, p.tint) : '');
}

function gaming(view: IllustrationView, s: IllustrationSubject, p: Palette): string {
  const handheld = /handheld|switch|deck|portable/i.test(`${s.subcategory ?? ''} ${s.name}`);
  if (handheld) {
    const nintendo = s.brand.toLowerCase() === 'nintendo';
    const left = nintendo ? '#00b2d6' : p.body;
    const right = nintendo ? '#ff4554' : p.body;
    if (view === 'side')
      return (
        rect(110, 268, 380, 34, 17, p.body, outline(p)) +
        rect(150, 258, 60, 12, 6, p.edge) +
        rect(390, 258, 60, 12, 6, p.edge)
      );
    const shell =
      rect(80, 170, 120, 220, 56, left, outline(p)) +
      rect(400, 170, 120, 220, 56, right, outline(p)) +
      rect(170, 170, 260, 220, 14, '#1c1c1e', outline(p));
    if (view === 'back')
      return shell + rect(210, 300, 180, 14, 7, '#2c2c2e') + circle(300, 230, 18, '#2c2c2e');
    const stick = (cx: number, cy: number) => circle(cx, cy, 17, '#2c2c2e') + circle(cx, cy, 11, '#3a3a3c');
    const buttons = [0, 1, 2, 3]
      .map((i) => circle(460 + [0, 18, 0, -18][i], 300 + [-18, 0, 18, 0][i], 7, '#2c2c2e'))
      .join('');
    return (
      shell +
      screen(186, 186, 228, 188, 8) +
      stick(140, 230) +
      stick(460, 340) +
      buttons +
      rect(120, 300, 40, 12, 4, '#2c2c2e') +
      rect(134, 286, 12, 40, 4, '#2c2c2e')
    );
  }
  // Home console: a tower with a light strip in the brand's colour.
  const light = shade(p.tint, 0.2);
  if (view === 'side')
    return (
      rect(180, 90, 240, 360, 30, p.body, outline(p)) +
      rect(200, 110, 200, 320, 20, shade(p.body, -0.08)) +
      rect(296, 110, 8, 320, 4, light, 'opacity=".8"')
    );
  const core = rect(272, 80, 56, 380, 18, '#1c1c1e');
  const panels = `<path d="M272 96 C 200 110, 196 200, 214 300 C 226 380, 240 440, 272 446 Z" fill="${p.body}" ${outline(p)}/><path d="M328 96 C 400 110, 404 200, 386 300 C 374 380, 360 440, 328 446 Z" fill="${p.body}" ${outline(p)}/>`;
  if (view === 'back')
    return core + panels + [0, 1, 2].map((i) => rect(286, 140 + i * 30, 28, 14, 3, '#3a3a3c')).join('');
  return core + panels + rect(298, 120, 4, 300, 2, light) + circle(300, 430, 5, '#fff', 'opacity=".8"');
}

const DRAW: Record<string, (view: IllustrationView, s: IllustrationSubject, p: Palette) => string> = {
  smartphones: phone,
  tablets: tablet,
  laptops: laptop,
  'smart-watches': watch,
  audio,
  gaming,
};

function fit(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** A 600×600 SVG with no scripts, no external references and every text escaped. */
export function renderProductIllustration(subject: IllustrationSubject, view: IllustrationView): string {
  const p = palette(subject);
  const draw = DRAW[subject.category] ?? phone;
  const title = `${subject.name} (${view})`;
  const detail = [subject.storage, subject.color].filter(Boolean).join(' · ');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600" role="img" aria-label="${escapeXml(title)}">
<title>${escapeXml(title)}</title>
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(p.tint, 0.9)}"/><stop offset="1" stop-color="${shade(p.tint, 0.75)}"/></linearGradient>
<linearGradient id="screen" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(p.tint, 0.15)}"/><stop offset="1" stop-color="${shade(p.tint, -0.6)}"/></linearGradient>
<radialGradient id="shadow"><stop offset="0" stop-color="#000" stop-opacity=".22"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>
</defs>
<rect width="600" height="600" fill="url(#bg)"/>
<ellipse cx="300" cy="478" rx="190" ry="18" fill="url(#shadow)"/>
${draw(view, subject, p)}
<text x="300" y="522" text-anchor="middle" font-family="${FONT}" font-size="13" font-weight="600" letter-spacing="3" fill="${shade(p.tint, -0.2)}">${escapeXml(subject.brand.toUpperCase())}</text>
<text x="300" y="553" text-anchor="middle" font-family="${FONT}" font-size="28" font-weight="700" fill="#111827">${escapeXml(fit(subject.model, 30))}</text>
${detail ? `<text x="300" y="580" text-anchor="middle" font-family="${FONT}" font-size="14" fill="#4b5563">${escapeXml(fit(detail, 50))}</text>` : ''}
</svg>
`;
}
