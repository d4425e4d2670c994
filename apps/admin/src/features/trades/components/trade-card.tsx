import type { TradeRequest } from '@phonehub/contracts';
import { tradeConditionLabel } from '@phonehub/domain';
import { Badge, Button, CheckIcon, CloseIcon, formatDate, TradeStatusBadge } from '@phonehub/ui';
import { useId } from 'react';
import { formatMoney } from '../../../shared/money';
import { customerName, portalStatus, shortTradeId, tradeTitle } from './trade-format';
import { TradePhoto } from './trade-photo';
import { FactList, type Fact } from '../../../shared/fact-list';

export type ReviewPreset = 'approve' | 'reject' | 'view';

export function TradeCard({
  trade,
  onReview,
}: {
  trade: TradeRequest;
  onReview: (preset: ReviewPreset) => void;
}) {
  const titleId = useId();
  const status = portalStatus(trade.status);
  const title = tradeTitle(trade);
  const facts: Fact[] = [
    ['Serial number', <span className="trade-card__mono">{trade.serialNumber}</span>],
    ['Submitted', formatDate(trade.submittedAt, 'short')],
    [
      'Customer',
      <span className="trade-card__customer">
        {customerName(trade)}
        {trade.isGuest && <Badge tone="neutral">Guest</Badge>}
      </span>,
    ],
    ...(trade.imei_blocked
      ? ([['IMEI', <Badge tone="danger">Reported lost or stolen</Badge>]] as Fact[])
      : []),
    ['Condition', tradeConditionLabel(trade.condition)],
    ['Storage', trade.storage || '—'],
    ['Estimated value', formatMoney(trade.estimatedValue)],
    ...(trade.finalValue !== null
      ? ([['Final value', <strong>{formatMoney(trade.finalValue)}</strong>]] as Fact[])
      : []),
    ['Partner', trade.tradePartner || '—'],
  ];

  return (
    <article className="trade-card" aria-labelledby={titleId}>
      <TradePhoto className="trade-card__photo" src={trade.images[0]} alt={title} />
      <div className="trade-card__main">
        <div className="trade-card__head">
          <div className="trade-card__heading">
            <h3 id={titleId} className="trade-card__title">
              {title}
            </h3>
            <p className="trade-card__ids">
              <span>
                Tracking <span className="trade-card__mono">{trade.tracking_code}</span>
              </span>
              <span>ID {shortTradeId(trade.id)}</span>
            </p>
          </div>
          <TradeStatusBadge status={status} />
        </div>
        <FactList rows={facts} className="trade-card__facts" />
        {trade.description && <p className="trade-card__description">{trade.description}</p>}
        <div className="trade-card__actions">
          {status === 'pending_review' && (
            <>
              {/* A device on the IMEI blocklist is not approved (the review dialog says why). */}
              {!trade.imei_blocked && (
                <Button size="sm" onClick={() => onReview('approve')}>
                  <CheckIcon size={16} /> Approve
                </Button>
              )}
              <Button size="sm" variant="danger" onClick={() => onReview('reject')}>
                <CloseIcon size={16} /> Reject
              </Button>
            </>
          )}
          <Button size="sm" variant="outline" onClick={() => onReview('view')}>
            View Details
          </Button>
        </div>
      </div>
    </article>
  );
}
