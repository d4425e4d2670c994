import { FALLBACK_SETTINGS } from './site-data';
import { renderHead, siteHead } from './head';

const head = siteHead(
  {
    ...FALLBACK_SETTINGS,
    title: 'Shop $& more',
    meta_description: 'Fresh description',
    favicon: 'https://cdn.example.com/icon.png',
  },
  'https://shop.example/',
);

describe('renderHead', () => {
  it("replaces the template's title, description and icon, whatever the build did to their quotes", () => {
    for (const template of [
      '<!doctype html><html><head><meta name="description" content="Old" /><link rel="icon" href="data:x" /><title>Old</title></head><body></body></html>',
      '<!doctype html><html><head><meta name=description content=Old><link rel=icon href=data:x><title>Old</title></head><body></body></html>',
    ]) {
      const html = renderHead(template, head);
      expect(html).not.toContain('Old');
      expect(html).not.toContain('data:x');
      expect(html.match(/<title>/g)).toHaveLength(1);
      expect(html.match(/name="description"/g)).toHaveLength(1);
      // '$&' stays literal text, not a replacement pattern.
      expect(html).toContain('<title>Shop $&amp; more</title>');
      expect(html.indexOf('<title>')).toBeLessThan(html.indexOf('</head>'));
    }
  });

  it('keeps a description meta of another name and puts the tags after the doctype when there is no head', () => {
    const html = renderHead(
      '<!doctype html><meta name="description-extra" content="Keep"><div id=root></div>',
      head,
    );
    expect(html).toContain('content="Keep"');
    expect(html.startsWith('<!doctype html><title>')).toBe(true);
  });
});
