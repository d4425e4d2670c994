import { Card, CardBody, Skeleton } from '@phonehub/ui';
import type { HTMLAttributes } from 'react';

/**
 * A trade's card while it loads. The list's rows (`trade-row`) and the tracking result
 * (`track-card`) name their parts alike, so one skeleton takes either look.
 */
export function TradeCardSkeleton({
  block,
  ...props
}: { block: 'trade-row' | 'track-card' } & Omit<HTMLAttributes<HTMLDivElement>, 'className' | 'children'>) {
  return (
    <Card className={block} {...props}>
      <CardBody className={`${block}__body`}>
        <Skeleton className={`${block}__image`} />
        <div className={`${block}__main`}>
          <Skeleton className="trade-skeleton__line trade-skeleton__line--title" />
          <Skeleton className="trade-skeleton__line" />
          <Skeleton className="trade-skeleton__line trade-skeleton__line--short" />
        </div>
      </CardBody>
    </Card>
  );
}
