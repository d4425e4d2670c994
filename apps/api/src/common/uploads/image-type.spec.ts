import { detectImageKind } from './image-type';

const bytes = (...values: (number | string)[]) =>
  Uint8Array.from(values.flatMap((v) => (typeof v === 'string' ? [...v].map((c) => c.charCodeAt(0)) : [v])));

describe('detectImageKind', () => {
  it('recognises JPEG, PNG and WebP from their first bytes', () => {
    expect(detectImageKind(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10))?.contentType).toBe('image/jpeg');
    expect(detectImageKind(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0))?.extension).toBe('png');
    expect(detectImageKind(bytes('RIFF', 1, 2, 3, 4, 'WEBPVP8 '))?.extension).toBe('webp');
  });

  it('refuses anything else, whatever it claims to be', () => {
    expect(detectImageKind(bytes('<?php echo 1; ?>'))).toBeNull();
    expect(
      detectImageKind(bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')),
    ).toBeNull();
    expect(detectImageKind(bytes('GIF89a'))).toBeNull();
    expect(detectImageKind(bytes('RIFF', 1, 2, 3, 4, 'WAVE'))).toBeNull();
    expect(detectImageKind(bytes(0xff, 0xd8))).toBeNull();
    expect(detectImageKind(new Uint8Array())).toBeNull();
  });
});
