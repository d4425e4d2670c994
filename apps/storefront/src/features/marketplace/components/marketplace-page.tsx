import { isApiError } from '@phonehub/api-client';
import { formatInteger, LISTING_SORTS, type ListingSort } from '@phonehub/domain';
import {
  Button,
  cx,
  EmptyState,
  FilterIcon,
  GridIcon,
  ListIcon,
  LoadError,
  Pagination,
  RefreshIcon,
  SearchIcon,
  Select,
} from '@phonehub/ui';
import { useState, type FormEvent } from 'react';
import { ProductCard, ProductCardSkeleton } from '../../../components/product/product-card';
import { useProducts } from '../../../api/get-products';
import {
  activeFilterCount,
  categoryFor,
  toProductQuery,
  useListingParams,
  type ListingKey,
  type ListingParams,
} from '../hooks/use-listing-params';
import { ListingFilters } from './listing-filters';
import { PAGE_TITLES } from '../../../lib/page-titles';
import { usePageTitle } from '../../../lib/use-page-title';
import { loadFailureMessage } from '../../../lib/error-message';

export const SORT_LABELS: Record<ListingSort, string> = {
  created_at: 'Newest',
  price: 'Price: Low to High',
  '-price': 'Price: High to Low',
  name: 'Name A–Z',
  '-name': 'Name Z–A',
};

/** With a search and no sort the API ranks by best match; that is an option only then. */
const BEST_MATCH = 'relevance';

export function MarketplacePage() {
  const { params, update, setConditions, clearFilters, hrefForPage } = useListingParams();
  const products = useProducts(toProductQuery(params));
  const [filtersOpen, setFiltersOpen] = useState(false);
  const activeCount = activeFilterCount(params);
  const category = params.category ? categoryFor(params.category) : undefined;
  usePageTitle(category ? category.plural : PAGE_TITLES['/marketplace']);

  const goToPage = (page: number) => {
    update({ page: page <= 1 ? null : String(page) });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  return (
    <div className="ph-container page listing">
      <div className="page__header">
        <h1 className="page__title">{category ? category.plural : 'Shop refurbished devices'}</h1>
        <p className="page__subtitle">
          Inspected, graded and covered by our warranty. Filter by category, brand, condition and price.
        </p>
      </div>

      <div className="listing__toolbar">
        <SearchBox key={params.search} value={params.search} onSearch={(search) => update({ search })} />
        <div className="listing__controls">
          <Button
            variant="outline"
            className="listing__filters-toggle"
            aria-expanded={filtersOpen}
            aria-controls="listing-filters"
            onClick={() => setFiltersOpen((open) => !open)}
          >
            <FilterIcon size={18} /> Filters
            {activeCount > 0 && <span className="listing__filter-count">{activeCount}</span>}
          </Button>
          <SortSelect params={params} onChange={update} />
          <ViewToggle
            view={params.view}
            onChange={(view) => update({ view: view === 'grid' ? null : view, page: params.page || null })}
          />
        </div>
      </div>

      <div className="listing__layout">
        <aside
          id="listing-filters"
          className={cx('listing-filters', filtersOpen && 'is-open')}
          aria-label="Filters"
        >
          <h2 className="listing-filters__title">Filters</h2>
          <ListingFilters
            params={params}
            onChange={update}
            onConditionsChange={setConditions}
            onClear={clearFilters}
            activeCount={activeCount}
          />
        </aside>

        <section className="listing__results" aria-labelledby="results-title" aria-busy={products.isFetching}>
          <h2 id="results-title" className="ph-visually-hidden">
            Results
          </h2>
          <ActiveFilters params={params} onRemove={update} onClear={clearFilters} />
          <Results
            params={params}
            products={products}
            onClear={clearFilters}
            onPage={goToPage}
            hrefForPage={hrefForPage}
          />
        </section>
      </div>
    </div>
  );
}

function SearchBox({ value, onSearch }: { value: string; onSearch: (value: string) => void }) {
  const [draft, setDraft] = useState(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft.trim());
  };
  return (
    <form role="search" className="listing__search" onSubmit={submit}>
      <label htmlFor="listing-search" className="ph-visually-hidden">
        Search products
      </label>
      <span className="listing__search-icon" aria-hidden="true">
        <SearchIcon size={18} />
      </span>
      <input
        id="listing-search"
        type="search"
        className="ph-input listing__search-input"
        placeholder="Search devices"
        maxLength={100}
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
      />
      <Button type="submit" className="listing__search-button">
        Search
      </Button>
    </form>
  );
}

function SortSelect({
  params,
  onChange,
}: {
  params: ListingParams;
  onChange: (changes: Partial<Record<ListingKey, string | null>>) => void;
}) {
  const options = [
    ...(params.search ? [{ value: BEST_MATCH, label: 'Best match' }] : []),
    ...LISTING_SORTS.map((sort) => ({ value: sort, label: SORT_LABELS[sort] })),
  ];
  const value = params.sort || (params.search ? BEST_MATCH : 'created_at');
  return (
    <Select
      label="Sort by"
      className="listing__sort"
      options={options}
      value={value}
      onChange={(e) => {
        const sort = e.target.value;
        const isDefault = sort === BEST_MATCH || (sort === 'created_at' && !params.search);
        onChange({ sort: isDefault ? null : sort });
      }}
    />
  );
}

function ViewToggle({
  view,
  onChange,
}: {
  view: 'grid' | 'list';
  onChange: (view: 'grid' | 'list') => void;
}) {
  return (
    <div className="view-toggle" role="group" aria-label="Layout">
      <button
        type="button"
        className="view-toggle__btn"
        aria-pressed={view === 'grid'}
        aria-label="Grid view"
        onClick={() => onChange('grid')}
      >
        <GridIcon size={18} />
      </button>
      <button
        type="button"
        className="view-toggle__btn"
        aria-pressed={view === 'list'}
        aria-label="List view"
        onClick={() => onChange('list')}
      >
        <ListIcon size={18} />
      </button>
    </div>
  );
}

const CHIP_LABELS: Record<string, string> = {
  search: 'Search',
  category: 'Category',
  brand: 'Brand',
  condition: 'Condition',
  minPrice: 'Min',
  maxPrice: 'Max',
  includeOutOfStock: 'Availability',
};

function ActiveFilters({
  params,
  onRemove,
  onClear,
}: {
  params: ListingParams;
  onRemove: (changes: Partial<Record<ListingKey, string | null>>) => void;
  onClear: () => void;
}) {
  const chips = (Object.keys(CHIP_LABELS) as (keyof typeof CHIP_LABELS & ListingKey)[])
    .filter((key) => params[key as keyof ListingParams])
    .map((key) => {
      const raw = String(params[key as keyof ListingParams]);
      const value =
        key === 'minPrice' || key === 'maxPrice'
          ? `$${raw}`
          : key === 'search'
            ? `“${raw}”`
            : key === 'condition'
              ? params.conditions.join(', ')
              : key === 'includeOutOfStock'
                ? 'In stock only'
                : raw;
      return { key, text: `${CHIP_LABELS[key]}: ${value}` };
    });
  if (chips.length === 0) return null;
  return (
    <ul className="filter-chips" aria-label="Active filters">
      {chips.map((chip) => (
        <li key={chip.key}>
          <button
            type="button"
            className="filter-chip"
            onClick={() => onRemove({ [chip.key]: null })}
            aria-label={`Remove ${chip.text}`}
          >
            {chip.text} <span aria-hidden="true">×</span>
          </button>
        </li>
      ))}
      {chips.length > 1 && (
        <li>
          <button type="button" className="filter-chip filter-chip--clear" onClick={onClear}>
            Clear all
          </button>
        </li>
      )}
    </ul>
  );
}

function Results({
  params,
  products,
  onClear,
  onPage,
  hrefForPage,
}: {
  params: ListingParams;
  products: ReturnType<typeof useProducts>;
  onClear: () => void;
  onPage: (page: number) => void;
  hrefForPage: (page: number) => string;
}) {
  const hasFilters = activeFilterCount(params) > 0;
  const layoutClass = cx('product-grid', params.view === 'list' && 'product-grid--list');

  if (products.isPending) {
    return (
      <>
        <p className="listing__count" role="status">
          Loading products...
        </p>
        <div className={layoutClass}>
          {Array.from({ length: 6 }, (_, i) => (
            <ProductCardSkeleton key={i} layout={params.view} />
          ))}
        </div>
      </>
    );
  }

  if (products.isError) {
    const error = products.error;
    const network = isApiError(error) && error.status === 0;
    const badRequest = isApiError(error) && error.status === 400;
    return (
      <LoadError
        look="state"
        className="listing__state"
        title={network ? 'Network error occurred' : 'Failed to load products'}
        description={
          badRequest
            ? (error.detail ?? 'These search settings could not be used.')
            : loadFailureMessage(error, 'Please try again.')
        }
        action={
          badRequest ? (
            <Button variant="outline" onClick={onClear}>
              Clear filters
            </Button>
          ) : (
            <Button
              onClick={() => void products.refetch()}
              loading={products.isFetching}
              loadingText="Trying again..."
            >
              <RefreshIcon size={18} /> Try Again
            </Button>
          )
        }
      />
    );
  }

  const { products: items, total, totalIsCapped, totalPages, page, limit } = products.data;

  if (items.length === 0) {
    if (total > 0) {
      return (
        <EmptyState
          className="listing__state"
          title="No products on this page"
          description={`The results end at page ${totalPages}.`}
          action={<Button onClick={() => onPage(1)}>Go to page 1</Button>}
        />
      );
    }
    return (
      <EmptyState
        className="listing__state"
        icon={<SearchIcon size={28} />}
        title="No products found"
        description="Try adjusting your search or filters"
        action={
          hasFilters && (
            <Button variant="outline" onClick={onClear}>
              Clear filters
            </Button>
          )
        }
      />
    );
  }

  const first = (page - 1) * limit + 1;
  const last = first + items.length - 1;
  // Past 1,000 matches the API stops counting: "1,000+".
  const count = `${formatInteger(total)}${totalIsCapped ? '+' : ''}`;
  return (
    <>
      <p className="listing__count" role="status">
        Showing {first}–{last} of {count} {total === 1 && !totalIsCapped ? 'product' : 'products'}
      </p>
      <div className={layoutClass}>
        {items.map((product) => (
          <ProductCard key={product.id} product={product} layout={params.view} />
        ))}
      </div>
      <Pagination
        className="listing__pagination"
        page={page}
        totalPages={totalPages}
        onPageChange={onPage}
        hrefFor={hrefForPage}
      />
    </>
  );
}
