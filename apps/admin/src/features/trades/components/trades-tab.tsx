import type { TradeRequest, TradeStatusName } from '@phonehub/contracts';
import { TRADE_STATUSES, tradeStatusLabel } from '@phonehub/domain';
import { Button, Card, CardBody, CardHeader, Pagination, RecycleIcon, RefreshIcon, SearchIcon, Select, Skeleton, TextField } from '@phonehub/ui';
import { useState } from 'react';
import { QueryView } from '../../../shared/query-view';
import { useDebouncedValue } from '../../../shared/use-debounced-value';
import { useExportTrades } from '../api/export-trades';
import { tradeQuery, useAdminTrades } from '../api/get-trades';
import { TradeCard, type ReviewPreset } from './trade-card';
import { TradeReviewDialog } from './trade-review-dialog';

const SEARCH_DELAY_MS = 300;
const STATUS_FILTER = [{ value: '', label: 'All Status' }, ...TRADE_STATUSES.map((value) => ({ value, label: tradeStatusLabel(value) }))];

function TradeCardsLoading() {
  return (
    <div className="trade-list">
      {[0, 1, 2].map((i) => (
        <div key={i} className="trade-card trade-card--loading">
          <Skeleton className="trade-card__photo" />
          <div className="trade-card__main">
            <Skeleton style={{ width: '40%', height: '1.25rem' }} />
            <Skeleton style={{ width: '70%' }} />
            <Skeleton style={{ width: '55%' }} />
          </div>
        </div>
      ))}
    </div>
  );
}

export function TradesTab() {
  const [searchInput, setSearchInput] = useState('');
  const [status, setStatus] = useState<TradeStatusName | ''>('');
  const search = useDebouncedValue(searchInput.trim(), SEARCH_DELAY_MS);
  const filters = tradeQuery(search, status);
  const [pageState, setPageState] = useState({ page: 1, key: '' });
  // New filters start again on their first page.
  const filterKey = JSON.stringify(filters);
  const page = pageState.key === filterKey ? pageState.page : 1;
  const trades = useAdminTrades({ ...filters, page });
  const exporter = useExportTrades();
  const [reviewing, setReviewing] = useState<{ trade: TradeRequest; preset: ReviewPreset } | null>(null);

  const filtered = Boolean(search || status);
  let description = 'Trade-in requests, newest first.';
  if (trades.data) {
    const count = trades.data.total;
    description = `${count} ${count === 1 ? 'trade' : 'trades'}${filtered ? ' matching the filters' : ''}, newest first.`;
  }

  return (
    <Card>
      <CardHeader
        title="Trade Requests"
        description={description}
        actions={
          <div className="admin-actions">
            <Button variant="outline" size="sm" onClick={() => trades.refetch()} loading={trades.isFetching} loadingText="Refreshing...">
              <RefreshIcon size={16} /> Refresh
            </Button>
            <Button
              variant="outline"
              size="sm"
              // The filters as typed, so the file matches what the admin asked for even mid-debounce.
              onClick={() => exporter.mutate(tradeQuery(searchInput.trim(), status))}
              loading={exporter.isPending}
              loadingText="Exporting..."
            >
              Export CSV
            </Button>
          </div>
        }
      />
      <CardBody className="trades-tab">
        <div className="trades-tab__filters">
          <div className="search-field">
            <SearchIcon size={18} className="search-field__icon" />
            <TextField
              label="Search trades"
              type="search"
              placeholder="Brand, model or trade partner"
              value={searchInput}
              onChange={(event) => setSearchInput(event.target.value)}
            />
          </div>
          <Select
            className="trades-tab__status"
            label="Status"
            options={STATUS_FILTER}
            value={status}
            onChange={(event) => setStatus(event.target.value as TradeStatusName | '')}
          />
        </div>

        <QueryView
          query={trades}
          errorTitle="Trades could not be loaded"
          loading={<TradeCardsLoading />}
          isEmpty={(data) => data.items.length === 0}
          empty={{
            icon: <RecycleIcon size={26} />,
            title: 'No trades found.',
            description: filtered ? 'Try a different search or status.' : 'Trade-in requests appear here once customers send them.',
          }}
        >
          {({ items: rows, total_pages }) => (
            <>
              <div className="trade-list" aria-busy={trades.isPlaceholderData || undefined}>
                {rows.map((trade) => (
                  <TradeCard key={trade.id} trade={trade} onReview={(preset) => setReviewing({ trade, preset })} />
                ))}
              </div>
              <Pagination
                page={page}
                totalPages={total_pages}
                onPageChange={(next) => setPageState({ page: next, key: filterKey })}
                label="Trades pages"
              />
            </>
          )}
        </QueryView>
      </CardBody>
      {reviewing && (
        <TradeReviewDialog
          key={`${reviewing.trade.id}-${reviewing.preset}`}
          trade={reviewing.trade}
          preset={reviewing.preset}
          onClose={() => setReviewing(null)}
        />
      )}
    </Card>
  );
}
