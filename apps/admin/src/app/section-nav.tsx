import { useRef, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import type { PortalSection } from './portal-sections';

export const sectionTabId = (path: string) => `admin-section-${path}`;
export const SECTION_PANEL_ID = 'admin-section-panel';

const KEYS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_i, n) => n - 1,
};

/**
 * The sections as tabs that are links: each has its own address (a refresh or a shared link opens
 * it, back and forward move between them). Arrow keys, Home and End move between the tabs.
 */
export function SectionNav({
  base,
  sections,
  current,
}: {
  base: string;
  sections: readonly PortalSection[];
  current: string | null;
}) {
  const list = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = KEYS[event.key];
    const tabs = Array.from(list.current?.querySelectorAll<HTMLAnchorElement>('[role="tab"]') ?? []);
    const index = tabs.indexOf(document.activeElement as HTMLAnchorElement);
    if (!move || index < 0) return;
    event.preventDefault();
    tabs[move(index, tabs.length)]?.focus();
  };

  return (
    <div
      ref={list}
      role="tablist"
      aria-label="Admin sections"
      className="ph-tabs-list admin-sections"
      onKeyDown={onKeyDown}
    >
      {sections.map((section) => {
        const selected = section.path === current;
        return (
          <Link
            key={section.path}
            id={sectionTabId(section.path)}
            to={`${base}/${section.path}`}
            role="tab"
            aria-selected={selected}
            aria-controls={selected ? SECTION_PANEL_ID : undefined}
            data-state={selected ? 'active' : 'inactive'}
            className="ph-tabs-trigger"
          >
            {section.icon} {section.label}
            {section.Badge && <section.Badge />}
          </Link>
        );
      })}
    </div>
  );
}
