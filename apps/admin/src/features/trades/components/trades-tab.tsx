import { TRADE_STATUSES, tradeStatusLabel } from '@phonehub/domain';
import { Button, ListToolbar, Pagination, QueryView, RecycleIcon, Skeleton } from '@phonehub/ui';
import { useState } from 'react';
import { listDescription, ListCard } from '../../../shared/list-card';
import { useExportTrades } from '../api/export-trades';
import { tradeQuery, useAdminTrades, type TradeRequest } from '../api/get-trades';
import { TradeCard, type ReviewPreset } from './trade-card';
import { TradeReviewDialog } from './trade-review-dialog';

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

/** Trades as cards (a photo and the facts a review needs), on the shared list state and toolbar. */
export function TradesTab() {
  const trades = useAdminTrades();
  const exporter = useExportTrades();
  const [reviewing, setReviewing] = useState<{ trade: TradeRequest; preset: ReviewPreset } | null>(null);
  const status = trades.filters.status;
  const filtered = Boolean(trades.search || status);

  return (
    <>
      <ListCard
        title="Trade Requests"
        description={trades.query.data ? listDescription(trades.query.data.total, ['trade', 'trades'], { filtered, newestFirst: !trades.sort }) : 'Trade-in requests, newest first.'}
        toolbar={
          <ListToolbar
            search={{ label: 'Search trades', placeholder: 'Brand, model or trade partner', value: trades.search, onSearch: trades.setSearch }}
            filters={[{ name: 'status', label: 'Status', options: STATUS_FILTER, value: status, onChange: (value) => trades.setFilter('status', value) }]}
            onRefresh={trades.refresh}
            refreshing={trades.refreshing}
            actions={
              <Button variant="outline" size="sm" onClick={() => exporter.mutate(tradeQuery(trades.search, status))} loading={exporter.isPending} loadingText="Exporting...">
                Export CSV
              </Button>
            }
          />
        }
      >
        <QueryView
          query={trades.query}
          errorTitle="Trades could not be loaded"
          loading={<TradeCardsLoading />}
          isEmpty={(data) => data.items.length === 0}
          empty={{
            icon: <RecycleIcon size={26} />,
            title: 'No trades found.',
            description: filtered ? 'Try a different search or status.' : 'Trade-in requests appear here once customers send them.',
          }}
        >
          {({ items, total_pages }) => (
            <>
              <div className="trade-list" aria-busy={trades.query.isPlaceholderData || undefined}>
                {items.map((trade) => (
                  <TradeCard key={trade.id} trade={trade} onReview={(preset) => setReviewing({ trade, preset })} />
                ))}
              </div>
              <Pagination page={trades.page} totalPages={total_pages} onPageChange={trades.setPage} label="Trades pages" />
            </>
          )}
        </QueryView>
      </ListCard>
      {reviewing && (
        <TradeReviewDialog
          key={`${reviewing.trade.id}-${reviewing.preset}`}
          trade={reviewing.trade}
          preset={reviewing.preset}
          onClose={() => setReviewing(null)}
        />
      )}
    </>
  );
}
