import { formatDollars, tradeConditionLabel } from '@phonehub/domain';
import {
  AlertIcon,
  Button,
  buttonClass,
  Card,
  CardBody,
  EmptyState,
  formatDate,
  PlusIcon,
  RecycleIcon,
  Skeleton,
  TradeStatusBadge,
} from '@phonehub/ui';
import { Link } from 'react-router-dom';
import { useMyTrades, type TradeRequest } from '../api/get-my-trades';
import { deviceName } from './trade-format';
import { TradeThumb } from './trade-thumb';

/** The dashboard's My Trades tab. */
export function TradeList() {
  const trades = useMyTrades();

  if (trades.isPending) return <TradeListSkeleton />;
  if (trades.isError) {
    return (
      <EmptyState
        className="state--error"
        icon={<AlertIcon size={28} />}
        title={<span role="alert">Failed to load your trades</span>}
        description="Please check your connection and try again."
        action={
          <Button variant="outline" onClick={() => void trades.refetch()} loading={trades.isFetching}>
            Try Again
          </Button>
        }
      />
    );
  }
  if (trades.data.length === 0) {
    return (
      <EmptyState
        icon={<RecycleIcon size={28} />}
        title="No trades yet"
        description="Trade in a device you no longer use and get paid for it."
        action={
          <Link to="/trade" className={buttonClass()}>
            Start Your First Trade
          </Link>
        }
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
                <span className="trade-row__value-label">Estimated value</span> {formatDollars(trade.estimatedValue)}
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
    <div className="trade-list" role="status" aria-label="Loading your trades">
      {[0, 1, 2].map((key) => (
        <Card key={key} className="trade-row">
          <CardBody className="trade-row__body">
            <Skeleton className="trade-row__image" />
            <div className="trade-row__main">
              <Skeleton className="trade-skeleton__line trade-skeleton__line--title" />
              <Skeleton className="trade-skeleton__line" />
              <Skeleton className="trade-skeleton__line trade-skeleton__line--short" />
            </div>
          </CardBody>
        </Card>
      ))}
    </div>
  );
}
