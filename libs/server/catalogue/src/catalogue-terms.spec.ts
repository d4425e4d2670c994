import { categoryLabel, categorySlugFor, conditionFor, isUuid } from './catalogue-terms';

describe('catalogue vocabulary', () => {
  it.each([
    ['smartphones', 'smartphones'],
    ['Smartphone', 'smartphones'],
    [' SMARTPHONES ', 'smartphones'],
    ['Smart Watches', 'smart-watches'],
    ['smartwatch', 'smart-watches'],
    ['smart-watches', 'smart-watches'],
    ['Laptop', 'laptops'],
    ['tablets', 'tablets'],
    ['audio', 'audio'],
    ['GAMING', 'gaming'],
  ])('reads the category %j as %s', (name, slug) => expect(categorySlugFor(name)).toBe(slug));

  it.each(['Accessories', 'phone', 'smart_watches', ''])('knows no category %j', (name) =>
    expect(categorySlugFor(name)).toBeUndefined(),
  );

  it('labels a slug with its singular name', () => {
    expect(categoryLabel('smart-watches')).toBe('Smartwatch');
    expect(categoryLabel('laptops')).toBe('Laptop');
  });

  it('reads grades in any case', () => {
    expect(conditionFor('very good')).toBe('Very Good');
    expect(conditionFor('NEW')).toBe('New');
    expect(conditionFor('Mint')).toBeUndefined();
  });

  it('recognises ids', () => {
    expect(isUuid('5F0C6A3E-1111-4A4A-9999-0123456789AB')).toBe(true);
    expect(isUuid("1' OR '1'='1")).toBe(false);
  });
});
