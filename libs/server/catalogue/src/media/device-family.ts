// What a product looks like, read from its category, brand and model name: the shape to draw and the
// features that tell one generation from another (an iPhone 13's notch, an iPhone 15's Dynamic
// Island pill, a Galaxy's punch-hole, a Pixel's camera bar). Pure rules, unit-tested on their own.

export type DeviceShape =
  | 'phone'
  | 'flip'
  | 'tablet'
  | 'laptop'
  | 'watch'
  | 'headphones'
  | 'earbuds'
  | 'console'
  | 'handheld'
  | 'controller';

/** What sits at the top of a phone's or tablet's screen. */
export type FrontCamera = 'notch' | 'island' | 'punch-hole' | 'corner-hole' | 'bezel' | 'home-button';

/** How the back cameras are laid out. */
export type RearCamera =
  | 'apple-diagonal' // iPhone 13–15: two lenses corner to corner in a square bump
  | 'apple-vertical' // iPhone 11–12 and 16: two lenses one above the other
  | 'apple-triple' // iPhone Pro: three lenses in a triangle
  | 'single' // one lens, top left
  | 'column' // lenses in a column without a bump (Galaxy S23 and later, Sony)
  | 'bar' // Pixel 6 and later: a visor across the back
  | 'circle' // OnePlus 11/12: a round island
  | 'square'; // a square bump (iPad Pro, older Pixels)

export type ConsoleKind = 'playstation' | 'xbox' | 'tower';
export type HandheldKind = 'switch' | 'switch-lite' | 'deck' | 'generic';

export interface DeviceFamily {
  shape: DeviceShape;
  front: FrontCamera | null;
  rear: RearCamera | null;
  lenses: number;
  /** Watches: a round case (Galaxy, Pixel) rather than a rounded rectangle (Apple). */
  round: boolean;
  /** Watches with a turning bezel (Galaxy Watch Classic); laptops with a notch in the screen. */
  bezelRing: boolean;
  /** Earbuds with a stem (AirPods) rather than stemless ones. */
  stem: boolean;
  console: ConsoleKind | null;
  handheld: HandheldKind | null;
}

export interface FamilySubject {
  brand: string;
  model: string;
  name?: string;
  category: string;
  subcategory: string | null;
}

const BASE: DeviceFamily = {
  shape: 'phone',
  front: null,
  rear: null,
  lenses: 0,
  round: false,
  bezelRing: false,
  stem: false,
  console: null,
  handheld: null,
};

const number = (text: string, pattern: RegExp) => {
  const match = pattern.exec(text);
  return match ? Number(match[1]) : null;
};

function iphone(model: string): DeviceFamily {
  const pro = /\bpro\b/.test(model);
  const generation = number(model, /iphone\s*(\d+)/);
  if (/\bse\b/.test(model) || (generation !== null && generation <= 8))
    return { ...BASE, front: 'home-button', rear: 'single', lenses: 1 };
  if (generation === null) {
    // iPhone X, XS, XR: the first notches.
    const xr = /\bxr\b/.test(model);
    return { ...BASE, front: 'notch', rear: xr ? 'single' : 'apple-vertical', lenses: xr ? 1 : 2 };
  }
  // 16e keeps the notch and one lens; 14 Pro brought the Dynamic Island, the 15 gave it to every model.
  if (/\d+e\b/.test(model)) return { ...BASE, front: 'notch', rear: 'single', lenses: 1 };
  const island = generation >= 15 || (generation === 14 && pro);
  if (pro) return { ...BASE, front: island ? 'island' : 'notch', rear: 'apple-triple', lenses: 3 };
  const vertical = generation <= 12 || generation >= 16;
  return {
    ...BASE,
    front: island ? 'island' : 'notch',
    rear: vertical ? 'apple-vertical' : 'apple-diagonal',
    lenses: 2,
  };
}

function android(brand: string, model: string): DeviceFamily {
  if (brand === 'samsung' || /galaxy/.test(model)) {
    if (/\bflip/.test(model))
      return { ...BASE, shape: 'flip', front: 'punch-hole', rear: 'column', lenses: 2 };
    return { ...BASE, front: 'punch-hole', rear: 'column', lenses: /ultra/.test(model) ? 4 : 3 };
  }
  if (brand === 'google' || /pixel/.test(model)) {
    const generation = number(model, /pixel\s*(\d+)/);
    if (generation !== null && generation < 6)
      return { ...BASE, front: 'corner-hole', rear: 'square', lenses: 2 };
    return { ...BASE, front: 'punch-hole', rear: 'bar', lenses: /\bpro\b/.test(model) ? 3 : 2 };
  }
  if (brand === 'oneplus') return { ...BASE, front: 'corner-hole', rear: 'circle', lenses: 3 };
  if (brand === 'sony' || /xperia/.test(model)) return { ...BASE, front: 'bezel', rear: 'column', lenses: 3 };
  return { ...BASE, front: 'punch-hole', rear: 'column', lenses: 2 };
}

function tablet(brand: string, model: string): DeviceFamily {
  if (brand === 'apple') {
    const generation = number(model, /ipad\s*\((\d+)/);
    const homeButton = /ipad\s*\(/.test(model) && generation !== null && generation <= 9;
    if (/\bpro\b/.test(model)) return { ...BASE, shape: 'tablet', front: 'bezel', rear: 'square', lenses: 2 };
    return {
      ...BASE,
      shape: 'tablet',
      front: homeButton ? 'home-button' : 'bezel',
      rear: 'single',
      lenses: 1,
    };
  }
  if (brand === 'samsung')
    return { ...BASE, shape: 'tablet', front: 'bezel', rear: 'column', lenses: /\bfe\b/.test(model) ? 1 : 2 };
  return { ...BASE, shape: 'tablet', front: 'bezel', rear: 'single', lenses: 1 };
}

function watch(brand: string, model: string): DeviceFamily {
  if (brand === 'apple') return { ...BASE, shape: 'watch', bezelRing: /ultra/.test(model) };
  return { ...BASE, shape: 'watch', round: true, bezelRing: /classic/.test(model) };
}

function audio(brand: string, text: string): DeviceFamily {
  const buds = /\b(earbuds?|buds|in-ear|earphones?)\b|\bwf-|airpods(?! max)/.test(text);
  if (buds) return { ...BASE, shape: 'earbuds', stem: brand === 'apple' };
  return { ...BASE, shape: 'headphones' };
}

function gaming(brand: string, text: string): DeviceFamily {
  if (/controller|gamepad|dualsense|dualshock|joy-con|pro controller/.test(text))
    return { ...BASE, shape: 'controller' };
  if (/handheld|switch|deck|portable|rog ally|legion go/.test(text)) {
    const handheld: HandheldKind = /switch lite/.test(text)
      ? 'switch-lite'
      : /switch/.test(text)
        ? 'switch'
        : /deck/.test(text)
          ? 'deck'
          : 'generic';
    return { ...BASE, shape: 'handheld', handheld };
  }
  const kind: ConsoleKind =
    brand === 'sony' || /playstation/.test(text)
      ? 'playstation'
      : brand === 'microsoft' || /xbox/.test(text)
        ? 'xbox'
        : 'tower';
  return { ...BASE, shape: 'console', console: kind };
}

/** The family a product is drawn as. */
export function deviceFamily(subject: FamilySubject): DeviceFamily {
  const brand = subject.brand.trim().toLowerCase();
  const model = subject.model.trim().toLowerCase();
  const text = `${subject.subcategory ?? ''} ${subject.name ?? ''} ${subject.model}`.toLowerCase();
  switch (subject.category) {
    case 'tablets':
      return tablet(brand, model);
    case 'laptops':
      // MacBook Air (M2 and later) and the 14"/16" MacBook Pro have a notch in the screen.
      return {
        ...BASE,
        shape: 'laptop',
        front: brand === 'apple' && /macbook (air.*m[2-9]|pro 1[46])/.test(model) ? 'notch' : 'bezel',
      };
    case 'smart-watches':
      return watch(brand, model);
    case 'audio':
      return audio(brand, text);
    case 'gaming':
      return gaming(brand, text);
    default:
      return brand === 'apple' || /iphone/.test(model) ? iphone(model) : android(brand, model);
  }
}
