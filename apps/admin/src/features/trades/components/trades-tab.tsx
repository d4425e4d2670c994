import { TRADE_STATUSES, tradeStatusLabel } from '@phonehub/domain';
import { Button, Pagination, QueryView, RecycleIcon, Skeleton } from '@phonehub/ui';
import { useState } from 'react';
import { ListSection } from '../../../shared/list-section';
import { useExportTrades } from '../api/export-trades';
import { tradeQuery, useAdminTrades, type TradeRequest } from '../api/get-trades';
import { TradeCard, type ReviewPreset } from './trade-card';
import { TradeReviewDialog } from './trade-review-dialog';

const STATUS_FILTER = [
  { value: '', label: 'All Status' },
  ...TRADE_STATUSES.map((value) => ({ value, label: tradeStatusLabel(value) })),
];

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

  return (
    <>
      <ListSection
        list={trades}
        heading={['Trade Requests', 'Trade-in requests, newest first.']}
        actions={
          <Button
            variant="outline"
            size="sm"
            onClick={() => exporter.mutate(tradeQuery(trades.search, status))}
            loading={exporter.isPending}
            loadingText="Exporting..."
          >
            Export CSV
          </Button>
        }
        searchHint="Brand, model or trade partner"
        statuses={STATUS_FILTER}
      >
        <QueryView
          query={trades.query}
          errorTitle="Trades could not be loaded"
          loading={<TradeCardsLoading />}
          isEmpty={(data) => data.items.length === 0}
          empty={{
            icon: <RecycleIcon size={26} />,
            title: 'No trades found.',
            description: trades.filtered
              ? 'Try a different search or status.'
              : 'Trade-in requests appear here once customers send them.',
          }}
        >
          {({ items, total_pages }) => (
            <>
              <div className="trade-list" aria-busy={trades.query.isPlaceholderData || undefined}>
                {items.map((trade) => (
                  <TradeCard
                    key={trade.id}
                    trade={trade}
                    onReview={(preset) => setReviewing({ trade, preset })}
                  />
                ))}
              </div>
              <Pagination
                page={trades.page}
                totalPages={total_pages}
                onPageChange={trades.setPage}
                label="Trades pages"
              />
            </>
          )}
        </QueryView>
      </ListSection>
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
