import type { ReactNode } from 'react';
import { PAGE_TITLES, type TitledPath } from '../lib/page-titles';
import { usePageTitle } from '../lib/use-page-title';
import './info-page.css';

export interface InfoPageProps {
  /** The route, whose tab name comes from PAGE_TITLES (the same the server writes). */
  path: TitledPath;
  title: string;
  lead?: ReactNode;
  /** e.g. 'Last updated November 2026' for the policies. */
  note?: string;
  children: ReactNode;
}

/** The frame of the information pages (About, Help, policies): heading, lead, and the tab title. */
export function InfoPage({ path, title, lead, note, children }: InfoPageProps) {
  usePageTitle(PAGE_TITLES[path]);
  return (
    <div className="ph-container page info-page">
      <header className="info-page__header">
        <h1 className="page__title">{title}</h1>
        {lead && <p className="page__subtitle info-page__lead">{lead}</p>}
        {note && <p className="info-page__note">{note}</p>}
      </header>
      {children}
    </div>
  );
}

/** A titled block of policy text. */
export function InfoSection({ title, children }: { title: string; children: ReactNode }) {
  const id = `section-${title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`;
  return (
    <section className="info-section prose" aria-labelledby={id}>
      <h2 id={id} className="info-section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}
