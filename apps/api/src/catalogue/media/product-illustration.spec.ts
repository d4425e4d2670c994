import {
  escapeXml,
  ILLUSTRATION_VIEWS,
  renderProductIllustration,
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

const CATEGORIES: Array<[string, string | null]> = [
  ['smartphones', 'Android'],
  ['laptops', 'macOS'],
  ['tablets', 'iPadOS'],
  ['smart-watches', 'watchOS'],
  ['audio', 'Earbuds'],
  ['audio', 'Headphones'],
  ['gaming', 'Handheld'],
  ['gaming', 'Console'],
];

describe('product illustrations', () => {
  it.each(CATEGORIES)('draws %s (%s) from every side as a self-contained SVG', (category, subcategory) => {
    const svgs = ILLUSTRATION_VIEWS.map((view) =>
      renderProductIllustration({ ...subject, category, subcategory }, view),
    );
    for (const svg of svgs) {
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" [^>]*viewBox="0 0 600 600"/);
      expect(svg.trim().endsWith('</svg>')).toBe(true);
      expect(svg).toContain('>iPhone 15 Pro</text>');
      expect(svg).not.toMatch(/<script|javascript:|href=|<image|<foreignObject|NaN|undefined/i);
    }
    expect(new Set(svgs).size).toBe(3);
  });

  it('escapes every text it draws', () => {
    const svg = renderProductIllustration(
      { ...subject, model: '<script>alert("x")</script>', brand: 'A&B', color: `"><svg onload=alert(1)>` },
      'front',
    );
    expect(svg).not.toContain('<script');
    expect(svg).not.toContain('<svg onload');
    expect(svg).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/scr');
    expect(svg).toContain('A&amp;B');
  });

  it('tints by brand and colours the body after the product colour', () => {
    const samsung = renderProductIllustration({ ...subject, brand: 'Samsung', color: 'Mint' }, 'back');
    const apple = renderProductIllustration(subject, 'back');
    expect(samsung).not.toBe(apple);
    expect(samsung).toContain('#9cc5a1');
    expect(apple).toContain('#bfb7aa');
  });

  it('escapes the five XML characters', () => expect(escapeXml(`<>&'"`)).toBe('&lt;&gt;&amp;&apos;&quot;'));
});
