import { colourHex, colourPair, FALLBACK_COLOUR } from './device-colours';
import { deviceFamily, type FamilySubject } from './device-family';
import {
  escapeXml,
  ILLUSTRATION_VIEWS,
  productImageUrl,
  renderProductIllustration,
  shownImages,
  withShownImages,
  type IllustrationSubject,
} from './product-illustration';

const subject: IllustrationSubject = {
  name: 'Apple iPhone 15 Pro 128GB',
  brand: 'Apple',
  model: 'iPhone 15 Pro',
  category: 'smartphones',
  subcategory: 'iOS',
  color: 'Natural Titanium',
  storage: '128GB',
};

const phone = (brand: string, model: string): FamilySubject => ({
  brand,
  model,
  category: 'smartphones',
  subcategory: null,
});
const draw = (over: Partial<IllustrationSubject>, view: (typeof ILLUSTRATION_VIEWS)[number] = 'front') =>
  renderProductIllustration({ ...subject, ...over }, view);

const CATEGORIES: Array<[string, string, string, string | null]> = [
  ['smartphones', 'Samsung', 'Galaxy S24', 'Android'],
  ['smartphones', 'Samsung', 'Galaxy Z Flip5', 'Android'],
  ['laptops', 'Apple', 'MacBook Air 13" M2', 'macOS'],
  ['tablets', 'Apple', 'iPad Pro 11" M2', 'iPadOS'],
  ['smart-watches', 'Samsung', 'Galaxy Watch6 Classic 47mm', 'Wear OS'],
  ['audio', 'Apple', 'AirPods Pro 2 (USB-C)', 'Earbuds'],
  ['audio', 'Sony', 'WH-1000XM5', 'Headphones'],
  ['gaming', 'Nintendo', 'Switch OLED', 'Handheld'],
  ['gaming', 'Valve', 'Steam Deck OLED', 'Handheld'],
  ['gaming', 'Sony', 'PlayStation 5 (Disc)', 'Console'],
  ['gaming', 'Microsoft', 'Xbox Series X', 'Console'],
  ['gaming', 'Sony', 'DualSense Wireless Controller', 'Accessories'],
];

describe('device families', () => {
  it.each([
    ['iPhone 13', 'notch'],
    ['iPhone 13 mini', 'notch'],
    ['iPhone 14', 'notch'],
    ['iPhone 14 Plus', 'notch'],
    ['iPhone 12 Pro', 'notch'],
    ['iPhone X', 'notch'],
    ['iPhone 16e', 'notch'],
    ['iPhone 14 Pro', 'island'],
    ['iPhone 14 Pro Max', 'island'],
    ['iPhone 15', 'island'],
    ['iPhone 15 Pro', 'island'],
    ['iPhone 16', 'island'],
    ['iPhone 16 Pro Max', 'island'],
    ['iPhone SE (3rd gen)', 'home-button'],
    ['iPhone 8', 'home-button'],
  ])('%s has a %s', (model, front) => expect(deviceFamily(phone('Apple', model)).front).toBe(front));

  it.each([
    ['iPhone 13', 'apple-diagonal', 2],
    ['iPhone 15', 'apple-diagonal', 2],
    ['iPhone 12', 'apple-vertical', 2],
    ['iPhone 16', 'apple-vertical', 2],
    ['iPhone 15 Pro', 'apple-triple', 3],
  ])("an %s's cameras are laid out %s", (model, rear, lenses) =>
    expect(deviceFamily(phone('Apple', model))).toMatchObject({ rear, lenses }),
  );

  it.each([
    ['Samsung', 'Galaxy S24', { front: 'punch-hole', rear: 'column', lenses: 3 }],
    ['Samsung', 'Galaxy S24 Ultra', { front: 'punch-hole', rear: 'column', lenses: 4 }],
    ['Samsung', 'Galaxy Z Flip5', { shape: 'flip', front: 'punch-hole' }],
    ['Google', 'Pixel 8 Pro', { front: 'punch-hole', rear: 'bar', lenses: 3 }],
    ['Google', 'Pixel 7a', { front: 'punch-hole', rear: 'bar', lenses: 2 }],
    ['OnePlus', 'OnePlus 12', { front: 'corner-hole', rear: 'circle' }],
    ['Sony', 'Xperia 1 V', { front: 'bezel', rear: 'column' }],
  ])('%s %s', (brand, model, expected) => expect(deviceFamily(phone(brand, model))).toMatchObject(expected));

  it.each([
    [
      { category: 'laptops', brand: 'Apple', model: 'MacBook Air 13" M2' },
      { shape: 'laptop', front: 'notch' },
    ],
    [
      { category: 'laptops', brand: 'Apple', model: 'MacBook Pro 14" M3 Pro' },
      { shape: 'laptop', front: 'notch' },
    ],
    [
      { category: 'laptops', brand: 'Dell', model: 'XPS 13 Plus' },
      { shape: 'laptop', front: 'bezel' },
    ],
    [
      { category: 'tablets', brand: 'Apple', model: 'iPad Pro 11" M2' },
      { shape: 'tablet', rear: 'square' },
    ],
    [
      { category: 'tablets', brand: 'Apple', model: 'iPad (9th gen)' },
      { shape: 'tablet', front: 'home-button' },
    ],
    [
      { category: 'smart-watches', brand: 'Apple', model: 'Apple Watch Series 9 45mm' },
      { shape: 'watch', round: false },
    ],
    [
      { category: 'smart-watches', brand: 'Google', model: 'Pixel Watch 2' },
      { shape: 'watch', round: true },
    ],
    [
      { category: 'smart-watches', brand: 'Samsung', model: 'Galaxy Watch6 Classic 47mm' },
      { round: true, bezelRing: true },
    ],
    [
      { category: 'audio', brand: 'Apple', model: 'AirPods Pro 2 (USB-C)', subcategory: 'Earbuds' },
      { shape: 'earbuds', stem: true },
    ],
    [
      { category: 'audio', brand: 'Samsung', model: 'Galaxy Buds2 Pro', subcategory: 'Earbuds' },
      { shape: 'earbuds', stem: false },
    ],
    [
      { category: 'audio', brand: 'Apple', model: 'AirPods Max', subcategory: 'Headphones' },
      { shape: 'headphones' },
    ],
    [
      { category: 'gaming', brand: 'Nintendo', model: 'Switch Lite', subcategory: 'Handheld' },
      { shape: 'handheld', handheld: 'switch-lite' },
    ],
    [
      { category: 'gaming', brand: 'Valve', model: 'Steam Deck LCD', subcategory: 'Handheld' },
      { shape: 'handheld', handheld: 'deck' },
    ],
    [
      { category: 'gaming', brand: 'Microsoft', model: 'Xbox Series X', subcategory: 'Console' },
      { shape: 'console', console: 'xbox' },
    ],
    [
      { category: 'gaming', brand: 'Sony', model: 'PlayStation 5 Slim Digital', subcategory: 'Console' },
      { shape: 'console', console: 'playstation' },
    ],
    [
      { category: 'gaming', brand: 'Sony', model: 'DualSense Wireless Controller', subcategory: null },
      { shape: 'controller' },
    ],
  ])('%j is drawn as %j', (over, expected) =>
    expect(deviceFamily({ subcategory: null, ...over })).toMatchObject(expected),
  );
});

describe('colours', () => {
  it.each([
    ['Mint', '#b6e0c8'],
    ['mint', '#b6e0c8'],
    ['Cream', '#f1e4c8'],
    ['Midnight', '#232a33'],
    ['Natural Titanium', '#bab4a9'],
    ['Titanium Gray', '#8b8a86'],
    ['Starlight', '#f1eadf'],
    ['Obsidian', '#202124'],
    ['Flowy Emerald', '#2e6b57'],
  ])("'%s' is %s", (name, hex) => expect(colourHex(name)).toBe(hex));

  it('reads colour words in names it does not list, and a neutral grey for the rest', () => {
    expect(colourHex('Polished Silver')).toBe('#dfe0e2');
    expect(colourHex('Sky Blue')).toBe('#8fb4df');
    expect(colourHex('Matte Black')).toBe('#1f1f21');
    expect(colourHex('Zorblax')).toBe(FALLBACK_COLOUR);
    expect(colourHex(null)).toBe(FALLBACK_COLOUR);
    expect(colourHex('')).toBe(FALLBACK_COLOUR);
  });

  it("splits two-tone names such as the Switch's 'Neon Red/Blue'", () => {
    expect(colourPair('Neon Red/Blue')).toEqual(['#ff4554', '#00b2d6']);
    expect(colourPair('Mint')).toBeNull();
  });
});

describe('product illustrations', () => {
  it.each(CATEGORIES)(
    'draws %s (%s %s) from every side as a self-contained SVG without text',
    (category, brand, model, subcategory) => {
      const svgs = ILLUSTRATION_VIEWS.map((view) => draw({ category, brand, model, subcategory }, view));
      for (const svg of svgs) {
        expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" [^>]*viewBox="0 0 600 600"/);
        expect(svg.trim().endsWith('</svg>')).toBe(true);
        expect(svg).not.toMatch(/<text|<script|javascript:|href=|<image|<foreignObject|NaN|undefined/i);
        expect(/<title>([^<]*)<\/title>/.exec(svg)?.[1]).toContain(escapeXml(model));
      }
      expect(new Set(svgs).size).toBe(3);
    },
  );

  it('draws an iPhone 13 with a notch and an iPhone 15 with the Dynamic Island pill', () => {
    const thirteen = draw({ model: 'iPhone 13', color: 'Midnight' });
    expect(thirteen).toContain('<g class="notch">');
    expect(thirteen).not.toContain('class="island"');
    const fifteen = draw({ model: 'iPhone 15', color: 'Pink' });
    expect(fifteen).toContain('<g class="island">');
    expect(fifteen).not.toContain('class="notch"');
    expect(draw({ model: 'iPhone 13' }, 'back')).toContain('<g class="camera-apple-diagonal">');
    expect(draw({ model: 'iPhone 15 Pro' }, 'back')).toContain('<g class="camera-apple-triple">');
  });

  it('draws a Galaxy with a punch-hole and a Pixel with its camera bar', () => {
    expect(draw({ brand: 'Samsung', model: 'Galaxy S23' })).toContain('<g class="punch-hole">');
    expect(draw({ brand: 'Google', model: 'Pixel 8' }, 'back')).toContain('<g class="camera-bar">');
  });

  it("paints the body in the listed colour, never in the brand's: a Mint and a Cream Galaxy are not blue", () => {
    for (const [color, hex] of [
      ['Mint', '#b6e0c8'],
      ['Cream', '#f1e4c8'],
    ]) {
      for (const view of ILLUSTRATION_VIEWS) {
        const svg = draw({ brand: 'Samsung', model: 'Galaxy S23 FE', color }, view);
        expect(svg).toContain(`fill="${hex}"`);
        expect(svg).not.toMatch(/#1428a0|#1a73e8/i);
      }
    }
    expect(draw({ color: 'Zorblax' }, 'back')).toContain(`fill="${FALLBACK_COLOUR}"`);
  });

  it('names the device in its title only, every text escaped', () => {
    const svg = draw({
      model: '<script>alert("x")</script>',
      brand: 'A&B',
      color: `"><svg onload=alert(1)>`,
    });
    expect(svg).not.toContain('<script');
    expect(svg).not.toContain('<svg onload');
    expect(svg).toContain(
      '<title>A&amp;B &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; in &quot;&gt;&lt;svg onload=alert(1)&gt; (front)</title>',
    );
    expect(draw({ brand: 'OnePlus', model: 'OnePlus 12', color: 'Silky Black' })).toContain(
      '<title>OnePlus 12 in Silky Black (front)</title>',
    );
  });

  it('escapes the five XML characters', () => expect(escapeXml(`<>&'"`)).toBe('&lt;&gt;&amp;&apos;&quot;'));
});

describe('shown images', () => {
  const id = '5f0c6a3e-1111-4a4a-9999-0123456789ab';
  const drawings = ILLUSTRATION_VIEWS.map((view) =>
    productImageUrl('apple-iphone-13-128gb-midnight-good', view),
  );
  const photo = '/api/products/images/0123456789abcdef0123456789abcdef.jpg';

  it('shows uploaded photos instead of the drawings once there is one', () => {
    expect(shownImages([...drawings, photo], id)).toEqual([photo]);
    expect(shownImages([photo], id)).toEqual([photo]);
  });

  it('shows the stored drawings while nothing is uploaded, and draws one without any', () => {
    expect(shownImages(drawings, id)).toEqual(drawings);
    expect(shownImages([], id)).toEqual([
      `/api/media/products/${id}-front.svg`,
      `/api/media/products/${id}-back.svg`,
      `/api/media/products/${id}-side.svg`,
    ]);
  });

  it('puts the shown images on the product itself, the first as its image_url', () => {
    const product = { id, name: 'iPhone 13', images: [...drawings, photo], image_url: drawings[0] };
    const shown = withShownImages(product);
    expect(shown).toBe(product);
    expect(shown).toEqual({ id, name: 'iPhone 13', images: [photo], image_url: photo });
    expect(withShownImages({ id, images: [], image_url: null }).image_url).toBe(
      `/api/media/products/${id}-front.svg`,
    );
  });
});
