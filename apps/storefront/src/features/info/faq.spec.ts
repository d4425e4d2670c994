import { FAQ, filterFaq } from './faq';

it('has four categories of four questions', () => {
  expect(FAQ.map((c) => c.title)).toEqual([
    'Orders & Shipping',
    'Device Condition & Quality',
    'Trade-In Program',
    'Warranty & Support',
  ]);
  for (const category of FAQ) expect(category.questions).toHaveLength(4);
});

it('keeps a category whole when any of its questions matches, ignoring case and spaces around', () => {
  const found = filterFaq(FAQ, '  TRADE-IN ');
  expect(found.map((c) => c.title)).toContain('Trade-In Program');
  expect(found.find((c) => c.title === 'Trade-In Program')?.questions).toHaveLength(4);
});

it('matches answers too, and finds nothing for a term no question or answer has', () => {
  expect(filterFaq(FAQ, 'Canada').map((c) => c.title)).toEqual(['Orders & Shipping']);
  expect(filterFaq(FAQ, 'xylophone')).toEqual([]);
  expect(filterFaq(FAQ, '   ')).toEqual([...FAQ]);
});
