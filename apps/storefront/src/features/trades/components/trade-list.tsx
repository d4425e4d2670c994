import { formatDollars, tradeConditionLabel } from '@phonehub/domain';
import {
  buttonClass,
  Card,
  CardBody,
  formatDate,
  PlusIcon,
  QueryFallback,
  RecycleIcon,
  TradeStatusBadge,
} from '@phonehub/ui';
import { Link } from 'react-router-dom';
import { LinkEmptyState } from '../../../components/link-empty-state';
import { useMyTrades, type TradeRequest } from '../api/get-my-trades';
import { deviceName } from './trade-format';
import { TradeThumb } from './trade-thumb';
import { TradeCardSkeleton } from './trade-card-skeleton';

/** The dashboard's My Trades tab. */
export function TradeList() {
  const trades = useMyTrades();

  if (!trades.data) {
    return (
      <QueryFallback
        query={trades}
        loading={<TradeListSkeleton />}
        loadingLabel="Loading your trades"
        error={{
          look: 'state',
          title: 'Failed to load your trades',
          description: 'Please check your connection and try again.',
        }}
      />
    );
  }
  if (trades.data.length === 0) {
    return (
      <LinkEmptyState
        icon={<RecycleIcon size={28} />}
        title="No trades yet"
        description="Trade in a device you no longer use and get paid for it."
        to="/trade"
        linkText="Start Your First Trade"
      />
    );
  }
  return (
    <div className="trade-list">
      <div className="trade-list__head">
        <h2 className="trade-list__title">Your trade-ins</h2>
        <Link to="/trade" className={buttonClass({ size: 'sm' })}>
          <PlusIcon size={16} /> New Trade
        </Link>
      </div>
      <ul className="trade-list__items" aria-label="Your trades">
        {trades.data.map((trade) => (
          <li key={trade.id}>
            <TradeRow trade={trade} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function TradeRow({ trade }: { trade: TradeRequest }) {
  return (
    <Card className="trade-row">
      <CardBody className="trade-row__body">
        <TradeThumb src={trade.images[0]} className="trade-row__image" />
        <div className="trade-row__main">
          <div className="trade-row__title-row">
            <h3 className="trade-row__title">{deviceName(trade)}</h3>
            <TradeStatusBadge status={trade.status} />
          </div>
          <p className="trade-row__meta">
            {trade.storage} · {tradeConditionLabel(trade.condition)}
          </p>
          <p className="trade-row__meta">
            Submitted <time dateTime={trade.submittedAt}>{formatDate(trade.submittedAt)}</time>
          </p>
          <p className="trade-row__meta">
            Tracking ID: <span className="trade-code">{trade.tracking_code}</span>
          </p>
        </div>
        <div className="trade-row__side">
          <p className="trade-row__value">
            {trade.finalValue !== null ? (
              <>
                <span className="trade-row__value-label">Final value</span> {formatDollars(trade.finalValue)}
              </>
            ) : (
              <>
                <span className="trade-row__value-label">Estimated value</span>{' '}
                {formatDollars(trade.estimatedValue)}
              </>
            )}
          </p>
          <Link
            to={`/trade/${encodeURIComponent(trade.id)}`}
            className={buttonClass({ variant: 'outline', size: 'sm' })}
          >
            View<span className="ph-visually-hidden"> trade {trade.tracking_code}</span>
          </Link>
        </div>
      </CardBody>
    </Card>
  );
}

function TradeListSkeleton() {
  return (
    <div className="trade-list">
      {[0, 1, 2].map((key) => (
        <TradeCardSkeleton key={key} block="trade-row" />
      ))}
    </div>
  );
}
