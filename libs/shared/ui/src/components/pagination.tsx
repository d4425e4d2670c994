import type { MouseEvent, ReactNode } from 'react';
import { cx } from '../cx';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';

export type PaginationItem = number | 'gap';

/**
 * The pages to offer: the first, the last, and the current one with its neighbours (±1), in order,
 * with a 'gap' wherever pages are left out. `page` is clamped into 1..totalPages.
 */
export function paginationItems(page: number, totalPages: number): PaginationItem[] {
  if (totalPages < 1) return [];
  const current = Math.min(Math.max(1, Math.trunc(page) || 1), totalPages);
  const pages = [...new Set([1, current - 1, current, current + 1, totalPages])]
    .filter((p) => p >= 1 && p <= totalPages)
    .sort((a, b) => a - b);
  const items: PaginationItem[] = [];
  pages.forEach((p, i) => {
    if (i > 0 && p - pages[i - 1] > 1) items.push('gap');
    items.push(p);
  });
  return items;
}

export interface PaginationProps {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /**
   * With it, pages are real links (open in a new tab, copy the address); a plain click still goes
   * through `onPageChange`. Without it they are buttons.
   */
  hrefFor?: (page: number) => string;
  /** Names the navigation landmark; 'Pagination' by default. */
  label?: string;
  className?: string;
}

const isPlainClick = (e: MouseEvent) =>
  e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

/** Previous, the first and last pages, the current one ±1 (gaps shown as …), and Next. */
export function Pagination({
  page,
  totalPages,
  onPageChange,
  hrefFor,
  label = 'Pagination',
  className,
}: PaginationProps) {
  if (totalPages <= 1) return null;
  const current = Math.min(Math.max(1, page), totalPages);

  const control = (
    target: number,
    content: ReactNode,
    extra: { label?: string; current?: boolean; disabled?: boolean; className?: string },
  ) => {
    const classes = cx('ph-pagination__link', extra.current && 'is-current', extra.className);
    if (extra.disabled) {
      return (
        <span className={cx(classes, 'is-disabled')} aria-disabled="true" aria-label={extra.label}>
          {content}
        </span>
      );
    }
    const common = {
      className: classes,
      'aria-label': extra.label,
      'aria-current': extra.current ? ('page' as const) : undefined,
    };
    if (hrefFor) {
      return (
        <a
          {...common}
          href={hrefFor(target)}
          onClick={(e) => {
            if (!isPlainClick(e)) return;
            e.preventDefault();
            onPageChange(target);
          }}
        >
          {content}
        </a>
      );
    }
    return (
      <button type="button" {...common} onClick={() => onPageChange(target)}>
        {content}
      </button>
    );
  };

  return (
    <nav className={cx('ph-pagination', className)} aria-label={label}>
      <ul className="ph-pagination__list">
        <li>
          {control(
            current - 1,
            <>
              <ChevronLeftIcon size={18} />
              <span className="ph-pagination__word">Previous</span>
            </>,
            {
              label: 'Previous page',
              disabled: current === 1,
              className: 'ph-pagination__step',
            },
          )}
        </li>
        {paginationItems(current, totalPages).map((item, i) =>
          item === 'gap' ? (
            <li key={`gap-${i}`} className="ph-pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>{control(item, item, { label: `Page ${item}`, current: item === current })}</li>
          ),
        )}
        <li>
          {control(
            current + 1,
            <>
              <span className="ph-pagination__word">Next</span>
              <ChevronRightIcon size={18} />
            </>,
            {
              label: 'Next page',
              disabled: current === totalPages,
              className: 'ph-pagination__step',
            },
          )}
        </li>
      </ul>
    </nav>
  );
}
