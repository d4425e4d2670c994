import type { LucideIcon, LucideProps } from 'lucide-react';

// The apps' icons are lucide's (24 px grid, currentColor stroke), under the names the apps use.
export type IconProps = LucideProps;

/** 20 px unless told; hidden from assistive technology (the text or control beside it says what it means). */
export function Icon({ glyph: Glyph, size = 20, ...props }: IconProps & { glyph: LucideIcon }) {
  return <Glyph size={size} aria-hidden="true" focusable="false" {...props} />;
}
