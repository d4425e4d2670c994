import { useState, type ReactNode } from 'react';
import { cx } from '../cx';
import { useDebouncedCallback } from '../hooks/use-debounced-callback';
import { Button } from './button';
import { Select, TextField, type SelectOption } from './fields';
import { RefreshIcon, SearchIcon } from './icons';

/** How long typing must pause before a search runs. */
export const SEARCH_DELAY_MS = 300;

export interface ListSearch {
  /** Names the search box, e.g. 'Search users'. */
  label: string;
  placeholder?: string;
  /** The search in effect (e.g. from the address); the box follows it when it changes elsewhere. */
  value: string;
  /** The trimmed text, once typing pauses, on Enter, on leaving the box, or with a filter change. */
  onSearch: (term: string) => void;
}

export interface ListFilter {
  /** Also the select's name. */
  name: string;
  label: string;
  options: readonly SelectOption[];
  value: string;
  onChange: (value: string) => void;
}

export interface ListToolbarProps {
  search?: ListSearch;
  filters?: readonly ListFilter[];
  /** Shows a Refresh button. */
  onRefresh?: () => unknown;
  refreshing?: boolean;
  /** More buttons at the end, e.g. an export. */
  actions?: ReactNode;
  className?: string;
}

/** Search, filters, Refresh and actions above a list. */
export function ListToolbar({
  search,
  filters = [],
  onRefresh,
  refreshing = false,
  actions,
  className,
}: ListToolbarProps) {
  const settled = search?.value ?? '';
  const [text, setText] = useState(settled);
  // The search last seen in effect, and the last one this box asked for.
  const [shown, setShown] = useState(settled);
  const [sent, setSent] = useState(settled);
  const commit = useDebouncedCallback((term: string) => {
    if (term === settled) return;
    setSent(term);
    search?.onSearch(term);
  }, SEARCH_DELAY_MS);
  // The search changed elsewhere (back, forward, a link): the box shows it and forgets what waited.
  if (settled !== shown) {
    setShown(settled);
    if (settled !== sent) {
      setSent(settled);
      setText(settled);
      commit.cancel();
    }
  }

  return (
    <div className={cx('ph-list-toolbar', className)}>
      {search && (
        <form
          role="search"
          className="ph-list-toolbar__search"
          onSubmit={(event) => {
            event.preventDefault();
            commit.flush();
          }}
        >
          <SearchIcon size={18} className="ph-list-toolbar__search-icon" />
          <TextField
            label={search.label}
            type="search"
            placeholder={search.placeholder}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              commit.run(event.target.value.trim());
            }}
            onBlur={commit.flush}
          />
        </form>
      )}
      {filters.map((filter) => (
        <Select
          key={filter.name}
          name={filter.name}
          className="ph-list-toolbar__filter"
          label={filter.label}
          options={filter.options}
          value={filter.value}
          onChange={(event) => {
            commit.flush();
            filter.onChange(event.target.value);
          }}
        />
      ))}
      {(onRefresh || actions) && (
        <div className="ph-list-toolbar__actions">
          {onRefresh && (
            <Button
              variant="outline"
              size="sm"
              onClick={() => onRefresh()}
              loading={refreshing}
              loadingText="Refreshing..."
            >
              <RefreshIcon size={16} /> Refresh
            </Button>
          )}
          {actions}
        </div>
      )}
    </div>
  );
}
