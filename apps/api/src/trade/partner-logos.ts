// The trade partners' logos: simple original marks drawn for PhoneHub (no third-party artwork),
// sent inline as SVG data URLs so pages load nothing from elsewhere and every client shows the same.

const FONT = "font-family='Inter,Segoe UI,Helvetica,Arial,sans-serif' font-weight='700'";

const svg = (body: string) =>
  `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 64' width='64' height='64'>${body}</svg>`;

const LOGOS: Readonly<Record<string, string>> = {
  // A phone outline on blue with the monogram.
  'phonehub-direct': svg(
    `<rect width='64' height='64' rx='14' fill='#1d4ed8'/>` +
      `<rect x='20' y='9' width='24' height='40' rx='5' fill='none' stroke='#fff' stroke-width='3'/>` +
      `<rect x='28' y='13' width='8' height='2' rx='1' fill='#fff'/>` +
      `<text x='32' y='59' text-anchor='middle' font-size='10' fill='#fff' ${FONT}>DIRECT</text>`,
  ),
  // Two arcs chasing each other (recycling) around the monogram, on green.
  greencycle: svg(
    `<rect width='64' height='64' rx='32' fill='#15803d'/>` +
      `<path d='M14 30a18 18 0 0 1 31-11' fill='none' stroke='#fff' stroke-width='4' stroke-linecap='round'/>` +
      `<path d='M45 12v8h-8' fill='none' stroke='#fff' stroke-width='4' stroke-linecap='round' stroke-linejoin='round'/>` +
      `<path d='M50 34a18 18 0 0 1-31 11' fill='none' stroke='#fff' stroke-width='4' stroke-linecap='round'/>` +
      `<path d='M19 52v-8h8' fill='none' stroke='#fff' stroke-width='4' stroke-linecap='round' stroke-linejoin='round'/>` +
      `<text x='32' y='37' text-anchor='middle' font-size='13' fill='#fff' ${FONT}>GC</text>`,
  ),
  // A forward chevron (speed) beside the monogram, on orange.
  swiftbuy: svg(
    `<rect width='64' height='64' rx='14' fill='#c2410c'/>` +
      `<path d='M10 18l12 14-12 14' fill='none' stroke='#fff' stroke-width='5' stroke-linecap='round' stroke-linejoin='round'/>` +
      `<text x='41' y='39' text-anchor='middle' font-size='18' fill='#fff' ${FONT}>SB</text>`,
  ),
  // A wrench-like bar under the monogram (repair), on violet.
  techrenew: svg(
    `<rect width='64' height='64' rx='14' fill='#6d28d9'/>` +
      `<text x='32' y='36' text-anchor='middle' font-size='20' fill='#fff' ${FONT}>TR</text>` +
      `<rect x='14' y='44' width='36' height='5' rx='2.5' fill='#fff'/>` +
      `<circle cx='14' cy='46.5' r='5' fill='none' stroke='#fff' stroke-width='3'/>`,
  ),
};

/** A partner's logo as an `image/svg+xml` data URL; a plain monogram for a partner without one. */
export function partnerLogo(id: string, name: string): string {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('')
    .replace(/[^A-Z0-9]/g, '');
  const markup =
    LOGOS[id] ??
    svg(
      `<rect width='64' height='64' rx='14' fill='#334155'/>` +
        `<text x='32' y='40' text-anchor='middle' font-size='20' fill='#fff' ${FONT}>${initials}</text>`,
    );
  return `data:image/svg+xml,${encodeURIComponent(markup)}`;
}
