import { deviceDisplayName, inferDeviceType } from './devices';

describe('deviceDisplayName', () => {
  it('puts the brand before a model that does not name it', () => {
    expect(deviceDisplayName('Apple', 'iPhone 15 Pro')).toBe('Apple iPhone 15 Pro');
    expect(deviceDisplayName('Samsung', 'Galaxy S24')).toBe('Samsung Galaxy S24');
  });

  it('never repeats a brand the model already starts with, in any case', () => {
    expect(deviceDisplayName('Apple', 'Apple Watch Series 10')).toBe('Apple Watch Series 10');
    expect(deviceDisplayName('OnePlus', 'oneplus 13')).toBe('oneplus 13');
    expect(deviceDisplayName('Google', 'Google')).toBe('Google');
  });

  it('does not mistake a model that merely begins with the same letters for the brand', () => {
    expect(deviceDisplayName('Sony', 'Sonyx 1')).toBe('Sony Sonyx 1');
  });

  it('tidies spaces and copes with a blank part', () => {
    expect(deviceDisplayName('  Apple ', ' iPhone   13 ')).toBe('Apple iPhone 13');
    expect(deviceDisplayName('', 'Pixel 9')).toBe('Pixel 9');
    expect(deviceDisplayName('Nintendo', null)).toBe('Nintendo');
  });
});

describe('inferDeviceType', () => {
  it.each([
    ['iPhone 16 Pro Max', 'phone'],
    ['Galaxy S25 Ultra', 'phone'],
    ['Galaxy Z Flip6', 'phone'],
    ['iPad Pro 11-inch (M4)', 'tablet'],
    ['Galaxy Tab S9', 'tablet'],
    ['MacBook Air 13-inch (M3)', 'laptop'],
    ['Apple Watch Series 10', 'watch'],
    ['Galaxy Watch7', 'watch'],
    ['Pixel Watch 3', 'watch'],
    ['AirPods Pro 2', 'audio'],
    ['WH-1000XM5', 'audio'],
    ['Walkman 1767', 'audio'],
    ['PlayStation 5 Pro', 'gaming'],
    ['Switch OLED', 'gaming'],
  ])('%s is a %s', (model, type) => {
    expect(inferDeviceType(model)).toBe(type);
  });
});
