// Product pictures drawn as SVG until real photos are uploaded: the device family (notch or Dynamic
// Island, camera layout, laptop, tablet, watch, headphones, console…, see device-family.ts) painted
// in the listed colour (device-colours.ts), with no printed text. Served by our own API because
// nothing external is reachable.
import { colourHex, colourPair } from './device-colours';
import { deviceFamily, type DeviceFamily, type RearCamera } from './device-family';

export const ILLUSTRATION_VIEWS = ['front', 'back', 'side'] as const;
export type IllustrationView = (typeof ILLUSTRATION_VIEWS)[number];

/** Where the API serves a product's picture (see product-media.controller.ts): by sku, or by id. */
export const productImageUrl = (skuOrId: string, view: IllustrationView) =>
  `/api/media/products/${skuOrId}-${view}.svg`;

/** The URLs productImageUrl makes. */
export const ILLUSTRATION_URL_PATTERN =
  /^\/api\/media\/products\/[A-Za-z0-9-]{1,100}-(front|back|side)\.svg$/;

/**
 * The pictures a shopper is shown: the uploaded photos (admin's or seller's) once there is one;
 * until then the drawings, the stored ones or else drawn from the product's id.
 */
export function shownImages(images: readonly string[], productId: string): string[] {
  const photos = images.filter((url) => !ILLUSTRATION_URL_PATTERN.test(url));
  if (photos.length > 0) return photos;
  if (images.length > 0) return [...images];
  return ILLUSTRATION_VIEWS.map((view) => productImageUrl(productId, view));
}

/**
 * A product as shoppers see it: images (and the first as image_url) as shownImages picks them, set on
 * the product it is given, a fresh one from toProduct. Not a copy: a listing's dozen products copied
 * field by field cost about 5 µs of CPU per page (tools/bench, issue 18).
 */
export function withShownImages<T extends { id: string; images: string[]; image_url: string | null }>(
  product: T,
): T {
  const images = shownImages(product.images, product.id);
  product.images = images;
  product.image_url = images[0] ?? null;
  return product;
}

export interface IllustrationSubject {
  name: string;
  brand: string;
  model: string;
  category: string;
  subcategory: string | null;
  color: string | null;
  storage: string | null;
}

export function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  );
}

/** Lighter (amount > 0, towards white) or darker (amount < 0, towards black). */
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
  body: string;
  edge: string;
  /** Camera bumps, hinges, panels: the body a touch darker. */
  accent: string;
  /** A two-tone colour's second half (Joy-Con), else the body. */
  second: string;
}

function palette(color: string | null): Palette {
  const pair = colourPair(color);
  const body = pair ? pair[0] : colourHex(color);
  return {
    body,
    edge: isLight(body) ? shade(body, -0.3) : shade(body, 0.3),
    accent: shade(body, isLight(body) ? -0.1 : 0.12),
    second: pair ? pair[1] : body,
  };
}

const rect = (x: number, y: number, w: number, h: number, r: number, fill: string, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
const circle = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
const group = (cls: string, content: string) => `<g class="${cls}">${content}</g>`;
const lens = (cx: number, cy: number, r: number) =>
  circle(cx, cy, r, '#1c1c1e', 'stroke="#5a5a5e" stroke-width="3"') +
  circle(cx, cy, r * 0.45, '#2c2f4a') +
  circle(cx - r / 3, cy - r / 3, r / 5, '#fff', 'opacity=".45"');
const flash = (cx: number, cy: number) => circle(cx, cy, 5, '#f5e7c0', 'stroke="#b9a77a" stroke-width="1"');
const outline = (p: Palette) => `stroke="${p.edge}" stroke-width="3"`;

/** A lit screen: the wallpaper in the device's own colour, with a glare. */
function screen(x: number, y: number, w: number, h: number, r: number): string {
  return (
    rect(x, y, w, h, r, 'url(#screen)') +
    `<path d="M${x + w * 0.55} ${y} L${x + w - r} ${y} L${x + w} ${y + r} L${x + w} ${y + h * 0.35} Z" fill="#fff" opacity=".08"/>`
  );
}

// ---------- Phones ----------

function phoneFront(f: DeviceFamily, p: Palette): string {
  const frame = rect(210, 70, 180, 370, 34, p.body, outline(p)) + rect(216, 76, 168, 358, 29, '#0b0b0d');
  switch (f.front) {
    case 'home-button':
      return (
        frame +
        screen(222, 130, 156, 250, 4) +
        group('home-button', circle(300, 408, 15, '#0b0b0d', `stroke="${p.edge}" stroke-width="2.5"`)) +
        rect(280, 102, 40, 5, 2.5, '#3a3a3c') +
        circle(300, 90, 4, '#2c2c2e')
      );
    case 'bezel':
      return (
        frame +
        screen(222, 112, 156, 286, 6) +
        group('bezel', rect(276, 92, 48, 5, 2.5, '#3a3a3c') + circle(336, 94, 4, '#2c2c2e'))
      );
    case 'notch':
      return (
        frame +
        screen(222, 82, 156, 346, 24) +
        group(
          'notch',
          `<path d="M254 82 H346 V90 Q346 104 332 104 H268 Q254 104 254 90 Z" fill="#0b0b0d"/>` +
            circle(322, 93, 4, '#1f2233'),
        ) +
        rect(268, 418, 64, 4, 2, '#fff', 'opacity=".7"')
      );
    case 'island':
      return (
        frame +
        screen(222, 82, 156, 346, 24) +
        group('island', rect(270, 92, 60, 18, 9, '#000') + circle(318, 101, 4, '#1f2233')) +
        rect(268, 418, 64, 4, 2, '#fff', 'opacity=".7"')
      );
    case 'corner-hole':
      return frame + screen(222, 82, 156, 346, 24) + group('corner-hole', circle(240, 98, 6.5, '#000'));
    default:
      return frame + screen(222, 82, 156, 346, 24) + group('punch-hole', circle(300, 96, 6.5, '#000'));
  }
}

/** A raised camera plate: where it sits ([x, y, width, height, radius]), its lenses ([cx, cy, r]) and the flash. */
interface CameraBump {
  plate: [number, number, number, number, number];
  lenses: [number, number, number][];
  flash: [number, number];
}

const cameraBump = (name: string, p: Palette, bump: CameraBump) =>
  group(
    name,
    rect(...bump.plate, p.accent, outline(p)) +
      bump.lenses.map(([cx, cy, r]) => lens(cx, cy, r)).join('') +
      flash(...bump.flash),
  );

/** The phone backs whose cameras sit on a plate. */
const PHONE_BUMPS: Partial<Record<RearCamera, CameraBump>> = {
  'apple-diagonal': {
    plate: [222, 84, 96, 96, 26],
    lenses: [
      [248, 110, 16],
      [292, 154, 16],
    ],
    flash: [294, 108],
  },
  'apple-vertical': {
    plate: [226, 84, 50, 104, 25],
    lenses: [
      [251, 110, 16],
      [251, 162, 16],
    ],
    flash: [292, 100],
  },
  'apple-triple': {
    plate: [222, 84, 108, 108, 28],
    lenses: [
      [248, 112, 17],
      [248, 164, 17],
      [300, 138, 17],
    ],
    flash: [302, 102],
  },
  square: {
    plate: [222, 84, 84, 84, 20],
    lenses: [
      [246, 108, 14],
      [282, 144, 14],
    ],
    flash: [282, 108],
  },
};

const TABLET_SQUARE_BUMP: CameraBump = {
  plate: [180, 80, 70, 70, 18],
  lenses: [
    [200, 100, 11],
    [230, 130, 11],
  ],
  flash: [230, 100],
};

function phoneCameras(f: DeviceFamily, p: Palette): string {
  const bump = f.rear && PHONE_BUMPS[f.rear];
  if (bump) return cameraBump(`camera-${f.rear}`, p, bump);
  switch (f.rear) {
    case 'bar':
      return group(
        'camera-bar',
        rect(210, 122, 180, 50, 25, '#1f1f21', outline(p)) +
          Array.from({ length: f.lenses }, (_, i) => lens(250 + i * 38, 147, 13)).join('') +
          flash(250 + f.lenses * 38, 147),
      );
    case 'circle':
      return group(
        'camera-circle',
        circle(264, 140, 50, p.accent, outline(p)) +
          lens(248, 122, 14) +
          lens(280, 122, 14) +
          lens(264, 156, 14) +
          flash(300, 172),
      );
    case 'column':
      return group(
        'camera-column',
        Array.from({ length: f.lenses }, (_, i) => lens(246, 106 + i * 40, 14)).join('') + flash(278, 106),
      );
    default:
      return group('camera-single', lens(244, 106, 16) + flash(276, 106));
  }
}

function phone(view: IllustrationView, f: DeviceFamily, p: Palette): string {
  if (view === 'side') {
    return (
      rect(282, 70, 36, 370, 14, p.body, outline(p)) +
      rect(316, 150, 5, 56, 2, p.edge) +
      rect(279, 130, 5, 34, 2, p.edge) +
      rect(279, 176, 5, 34, 2, p.edge) +
      rect(288, 78, 4, 354, 2, '#fff', 'opacity=".25"')
    );
  }
  if (view === 'front') return phoneFront(f, p);
  return (
    rect(210, 70, 180, 370, 34, p.body, outline(p)) +
    rect(218, 78, 6, 354, 3, '#fff', 'opacity=".18"') +
    phoneCameras(f, p)
  );
}

/** A clamshell foldable, shown open (front), closed from the back, and folded from the side. */
function flip(view: IllustrationView, f: DeviceFamily, p: Palette): string {
  if (view === 'side') {
    return rect(262, 250, 76, 200, 20, p.body, outline(p)) + rect(262, 244, 76, 20, 10, p.accent, outline(p));
  }
  if (view === 'front') {
    return (
      rect(220, 50, 160, 410, 30, p.body, outline(p)) +
      rect(226, 56, 148, 398, 25, '#0b0b0d') +
      screen(232, 62, 136, 386, 20) +
      group('hinge', rect(220, 252, 160, 6, 3, p.edge, 'opacity=".6"')) +
      group('punch-hole', circle(300, 78, 6, '#000'))
    );
  }
  return (
    rect(220, 250, 160, 200, 30, p.body, outline(p)) +
    group('hinge', rect(220, 244, 160, 20, 10, p.accent, outline(p))) +
    group(
      'cover-screen',
      rect(232, 272, 136, 110, 18, '#0b0b0d') + rect(238, 278, 124, 98, 14, 'url(#screen)'),
    ) +
    group('camera-column', lens(258, 300, 12) + lens(258, 336, 12))
  );
}

// ---------- Tablets and laptops ----------

function tablet(view: IllustrationView, f: DeviceFamily, p: Palette): string {
  if (view === 'side') {
    return (
      rect(288, 60, 24, 390, 10, p.body, outline(p)) +
      rect(309, 120, 5, 50, 2, p.edge) +
      rect(292, 66, 3, 378, 1.5, '#fff', 'opacity=".25"')
    );
  }
  if (view === 'front') {
    const frame = rect(160, 60, 280, 390, 30, p.body, outline(p)) + rect(166, 66, 268, 378, 25, '#0b0b0d');
    if (f.front === 'home-button')
      return (
        frame +
        screen(180, 106, 240, 298, 4) +
        group('home-button', circle(300, 426, 12, '#0b0b0d', `stroke="${p.edge}" stroke-width="2"`)) +
        circle(300, 84, 3.5, '#2c2c2e')
      );
    return frame + screen(180, 80, 240, 350, 12) + group('bezel', circle(300, 73, 3.5, '#2c2c2e'));
  }
  const body = rect(160, 60, 280, 390, 30, p.body, outline(p));
  if (f.rear === 'square') return body + cameraBump('camera-square', p, TABLET_SQUARE_BUMP);
  if (f.rear === 'column')
    return (
      body +
      group('camera-column', Array.from({ length: f.lenses }, (_, i) => lens(196, 98 + i * 34, 11)).join(''))
    );
  return body + group('camera-single', lens(198, 98, 12));
}

function laptop(view: IllustrationView, f: DeviceFamily, p: Palette): string {
  if (view === 'side') {
    return (
      rect(100, 352, 400, 14, 7, p.body, outline(p)) +
      `<g transform="rotate(-14 488 358)">${rect(480, 130, 14, 232, 7, p.body, outline(p))}</g>` +
      rect(140, 366, 30, 4, 2, p.edge) +
      rect(430, 366, 30, 4, 2, p.edge)
    );
  }
  if (view === 'back') {
    return (
      rect(130, 100, 340, 250, 20, p.body, outline(p)) +
      circle(300, 225, 24, isLight(p.body) ? '#fff' : '#000', 'opacity=".18"') +
      rect(130, 338, 340, 12, 6, p.accent)
    );
  }
  const keys = Array.from({ length: 3 }, (_, row) =>
    Array.from({ length: 12 }, (_, col) =>
      rect(128 + col * 29 + row * 6, 330 + row * 7, 24, 4, 1.5, p.edge, 'opacity=".55"'),
    ).join(''),
  ).join('');
  const notch =
    f.front === 'notch'
      ? group('notch', rect(282, 100, 36, 12, 5, '#0b0b0d') + circle(300, 105, 2.5, '#1f2233'))
      : group('bezel', circle(300, 96, 2.5, '#2c2c2e'));
  return (
    rect(140, 86, 320, 232, 16, p.body, outline(p)) +
    rect(145, 91, 310, 222, 12, '#0b0b0d') +
    screen(152, 100, 296, 204, 6) +
    notch +
    `<path d="M96 322 H504 L522 372 Q523 378 516 378 H84 Q77 378 78 372 Z" fill="${p.body}" ${outline(p)}/>` +
    keys +
    rect(262, 358, 76, 12, 4, p.accent)
  );
}

// ---------- Watches and audio ----------

function watch(view: IllustrationView, f: DeviceFamily, p: Palette): string {
  const strap = shade(p.body, isLight(p.body) ? -0.15 : 0.15);
  const straps = rect(245, 40, 110, 140, 24, strap) + rect(245, 330, 110, 150, 24, strap);
  if (view === 'side') {
    return (
      rect(262, 40, 76, 440, 22, strap) +
      rect(270, 150, 60, 210, 26, p.body, outline(p)) +
      rect(328, 220, 14, 40, 5, p.edge)
    );
  }
  const caseShape = f.round
    ? circle(300, 255, 112, p.body, outline(p))
    : rect(212, 140, 176, 230, 48, p.body, outline(p));
  if (view === 'back') {
    return (
      straps +
      caseShape +
      circle(300, 255, 58, p.accent) +
      circle(300, 255, 34, '#1c1c1e') +
      circle(300, 255, 12, '#30d158', 'opacity=".7"')
    );
  }
  const face = f.round ? circle(300, 255, 90, 'url(#screen)') : rect(228, 156, 144, 198, 36, 'url(#screen)');
  const ring = f.bezelRing
    ? f.round
      ? group(
          'bezel-ring',
          `<circle cx="300" cy="255" r="101" fill="none" stroke="${p.edge}" stroke-width="10" stroke-dasharray="3 9"/>`,
        )
      : group(
          'bezel-ring',
          rect(218, 146, 164, 218, 42, 'none', `stroke="${p.edge}" stroke-width="8"`) +
            rect(202, 200, 10, 40, 4, '#ff6a13'),
        )
    : '';
  const hands =
    `<line x1="300" y1="255" x2="300" y2="${f.round ? 195 : 200}" stroke="#fff" stroke-width="6" stroke-linecap="round"/>` +
    `<line x1="300" y1="255" x2="338" y2="240" stroke="#fff" stroke-width="6" stroke-linecap="round"/>` +
    circle(300, 255, 6, '#fff');
  return (
    straps +
    caseShape +
    face +
    ring +
    group('hands', hands) +
    rect(f.round ? 408 : 386, 220, 12, 40, 5, p.edge)
  );
}

function earbuds(view: IllustrationView, f: DeviceFamily, p: Palette): string {
  const bud = (x: number, y: number, flip = 1) =>
    `<g transform="translate(${x} ${y}) scale(${flip} 1)">${
      f.stem
        ? circle(0, 0, 30, p.body, outline(p)) +
          rect(-9, 10, 18, 80, 9, p.body, outline(p)) +
          circle(-8, -6, 10, '#1c1c1e', 'opacity=".55"')
        : circle(0, 0, 36, p.body, outline(p)) +
          circle(-18, -14, 14, p.accent, outline(p)) +
          circle(8, 8, 10, p.edge, 'opacity=".5"')
    }</g>`;
  if (view === 'side') return group(f.stem ? 'bud-stem' : 'bud-round', bud(300, 200));
  const box = (top: number) =>
    rect(190, top, 220, 170, 70, p.body, outline(p)) +
    rect(190, top + 52, 220, 3, 1.5, p.edge) +
    circle(300, top + 105, 5, '#30d158');
  // The back view shows the case open, the buds lifted out.
  return view === 'back'
    ? box(250) + group(f.stem ? 'bud-stem' : 'bud-round', bud(250, 170) + bud(350, 170, -1))
    : box(210);
}

function headphones(view: IllustrationView, p: Palette): string {
  const cup = (x: number) =>
    rect(x, 260, 90, 150, 40, p.body, outline(p)) + rect(x + (x < 300 ? 62 : 8), 284, 20, 102, 10, p.accent);
  const band = `<path d="M195 300 C 190 90, 410 90, 405 300" fill="none" stroke="${p.body}" stroke-width="24" stroke-linecap="round"/><path d="M195 300 C 190 90, 410 90, 405 300" fill="none" stroke="${p.edge}" stroke-width="3"/>`;
  if (view === 'side') {
    return (
      `<path d="M300 110 C 230 110, 230 250, 250 300" fill="none" stroke="${p.body}" stroke-width="22" stroke-linecap="round"/>` +
      `<ellipse cx="300" cy="330" rx="92" ry="112" fill="${p.body}" ${outline(p)}/>` +
      `<ellipse cx="300" cy="330" rx="52" ry="70" fill="${p.accent}"/>`
    );
  }
  return band + cup(150) + cup(360) + (view === 'back' ? circle(195, 335, 6, p.edge) : '');
}

// ---------- Gaming ----------

function handheld(view: IllustrationView, f: DeviceFamily, p: Palette): string {
  if (view === 'side')
    return (
      rect(110, 268, 380, 34, 17, p.body, outline(p)) +
      rect(150, 258, 60, 12, 6, p.edge) +
      rect(390, 258, 60, 12, 6, p.edge)
    );
  const stick = (cx: number, cy: number) => circle(cx, cy, 17, '#2c2c2e') + circle(cx, cy, 11, '#3a3a3c');
  const buttons = (cx: number, cy: number) =>
    [0, 1, 2, 3].map((i) => circle(cx + [0, 18, 0, -18][i], cy + [-18, 0, 18, 0][i], 7, '#2c2c2e')).join('');
  const dpad = (cx: number, cy: number) =>
    rect(cx - 20, cy - 6, 40, 12, 4, '#2c2c2e') + rect(cx - 6, cy - 20, 12, 40, 4, '#2c2c2e');
  if (f.handheld === 'switch') {
    // Joy-Con in the listed colours: the left one in the second colour, as Nintendo pairs them.
    const shell =
      rect(80, 170, 120, 220, 56, p.second, outline(p)) +
      rect(400, 170, 120, 220, 56, p.body, outline(p)) +
      rect(170, 170, 260, 220, 14, '#1c1c1e');
    if (view === 'back') return group('joy-con', shell) + rect(250, 330, 100, 40, 6, '#2c2c2e');
    return (
      group('joy-con', shell) +
      screen(184, 184, 232, 192, 8) +
      stick(140, 230) +
      dpad(140, 320) +
      buttons(460, 240) +
      stick(460, 330)
    );
  }
  if (f.handheld === 'deck') {
    const shell = `<path d="M140 170 H460 Q540 170 540 280 Q540 410 470 410 H130 Q60 410 60 280 Q60 170 140 170 Z" fill="${p.body}" ${outline(p)}/>`;
    if (view === 'back')
      return shell + rect(180, 220, 240, 120, 20, p.accent) + rect(200, 360, 200, 10, 5, p.edge);
    return (
      shell +
      group('trackpads', rect(92, 320, 56, 56, 10, p.accent) + rect(452, 320, 56, 56, 10, p.accent)) +
      screen(170, 190, 260, 170, 8) +
      stick(118, 230) +
      stick(482, 230) +
      dpad(118, 290) +
      buttons(482, 290)
    );
  }
  // Switch Lite and the rest: one body in the listed colour.
  const shell = rect(90, 180, 420, 200, 90, p.body, outline(p));
  if (view === 'back') return shell + rect(250, 320, 100, 30, 6, p.accent);
  return (
    group('one-piece', shell) +
    screen(190, 196, 220, 168, 8) +
    stick(145, 235) +
    dpad(145, 320) +
    buttons(455, 250) +
    stick(455, 330)
  );
}

function controller(view: IllustrationView, p: Palette): string {
  const shell = `<path d="M170 200 H430 Q500 200 520 300 L540 390 Q550 440 505 440 Q470 440 440 390 L420 360 H180 L160 390 Q130 440 95 440 Q50 440 60 390 L80 300 Q100 200 170 200 Z" fill="${p.body}" ${outline(p)}/>`;
  if (view === 'side') return rect(160, 250, 280, 60, 30, p.body, outline(p));
  if (view === 'back')
    return shell + rect(190, 206, 60, 14, 6, p.accent) + rect(350, 206, 60, 14, 6, p.accent);
  const stick = (cx: number, cy: number) => circle(cx, cy, 22, '#2c2c2e') + circle(cx, cy, 14, '#3a3a3c');
  return group(
    'controller',
    shell +
      stick(170, 290) +
      stick(370, 350) +
      circle(430, 270, 10, '#2c2c2e') +
      circle(455, 295, 10, '#2c2c2e') +
      circle(405, 295, 10, '#2c2c2e') +
      circle(430, 320, 10, '#2c2c2e'),
  );
}

function homeConsole(view: IllustrationView, f: DeviceFamily, p: Palette): string {
  if (f.console === 'xbox') {
    // A dark box with a round vent on top (green behind the grille).
    if (view === 'side')
      return rect(210, 110, 180, 340, 12, p.body, outline(p)) + circle(300, 180, 14, p.edge);
    if (view === 'back')
      return (
        rect(210, 110, 180, 340, 12, p.body, outline(p)) +
        [0, 1, 2, 3].map((i) => rect(240 + i * 32, 380, 20, 12, 3, '#3a3a3c')).join('')
      );
    return group(
      'box',
      rect(210, 110, 180, 340, 12, p.body, outline(p)) +
        `<ellipse cx="300" cy="118" rx="70" ry="10" fill="#107c10" opacity=".8"/>` +
        circle(238, 140, 6, '#fff', 'opacity=".8"') +
        rect(232, 408, 40, 8, 4, p.edge),
    );
  }
  // PlayStation 5 and other towers: a black core between curved panels in the listed colour.
  const core = rect(272, 80, 56, 380, 18, '#1c1c1e');
  const panels = `<path d="M272 96 C 200 110, 196 200, 214 300 C 226 380, 240 440, 272 446 Z" fill="${p.body}" ${outline(p)}/><path d="M328 96 C 400 110, 404 200, 386 300 C 374 380, 360 440, 328 446 Z" fill="${p.body}" ${outline(p)}/>`;
  if (view === 'side')
    return (
      rect(180, 90, 240, 360, 30, p.body, outline(p)) +
      rect(200, 110, 200, 320, 20, p.accent) +
      rect(296, 110, 8, 320, 4, '#4a7bd9', 'opacity=".8"')
    );
  if (view === 'back')
    return core + panels + [0, 1, 2].map((i) => rect(286, 140 + i * 30, 28, 14, 3, '#3a3a3c')).join('');
  return group(
    'tower',
    core + panels + rect(298, 120, 4, 300, 2, '#4a7bd9') + circle(300, 430, 5, '#fff', 'opacity=".8"'),
  );
}

function draw(view: IllustrationView, f: DeviceFamily, p: Palette): string {
  switch (f.shape) {
    case 'flip':
      return flip(view, f, p);
    case 'tablet':
      return tablet(view, f, p);
    case 'laptop':
      return laptop(view, f, p);
    case 'watch':
      return watch(view, f, p);
    case 'earbuds':
      return earbuds(view, f, p);
    case 'headphones':
      return headphones(view, p);
    case 'handheld':
      return handheld(view, f, p);
    case 'controller':
      return controller(view, p);
    case 'console':
      return homeConsole(view, f, p);
    default:
      return phone(view, f, p);
  }
}

/** A 600×600 SVG with no scripts, no external references and no printed text (its name is in <title>). */
export function renderProductIllustration(subject: IllustrationSubject, view: IllustrationView): string {
  const p = palette(subject.color);
  const family = deviceFamily(subject);
  const device = subject.model.toLowerCase().startsWith(subject.brand.toLowerCase())
    ? subject.model
    : `${subject.brand} ${subject.model}`;
  const title = `${device}${subject.color ? ` in ${subject.color}` : ''} (${view})`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600" role="img" aria-label="${escapeXml(title)}">
<title>${escapeXml(title)}</title>
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(p.body, 0.9)}"/><stop offset="1" stop-color="${shade(p.body, 0.78)}"/></linearGradient>
<linearGradient id="screen" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(p.body, 0.2)}"/><stop offset="1" stop-color="${shade(p.body, -0.72)}"/></linearGradient>
<radialGradient id="shadow"><stop offset="0" stop-color="#000" stop-opacity=".22"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>
</defs>
<rect width="600" height="600" fill="url(#bg)"/>
<ellipse cx="300" cy="488" rx="190" ry="18" fill="url(#shadow)"/>
<g class="device ${family.shape}">${draw(view, family, p)}</g>
</svg>
`;
}
