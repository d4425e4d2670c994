import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import type {
  AdminTradeQuery,
  AdminTradesPageQuery,
  TradePayoutStatus,
  TradeStatusName,
} from '@phonehub/contracts';
import { TRADE_STATUSES } from '@phonehub/domain';
import { cleanText } from '../../common/validation/clean-text';
import { OneOfFilter } from '../../common/paging/list-filters';
import { PageQueryDto, SortBy } from '../../common/paging/page-query.dto';

const PAYOUT_STATUSES: TradePayoutStatus[] = ['pending', 'paid'];

/** The payouts view's filter: trades whose chosen payout awaits payment or is paid. */
const PayoutStatusFilter = () =>
  OneOfFilter(PAYOUT_STATUSES, { read: Transform(({ value }) => blankAsMissing(value)) });

/** The trade status filter of the export and the paged list. */
const TradeStatusFilter = () =>
  OneOfFilter(TRADE_STATUSES, { read: Transform(({ value }) => blankAsMissing(value)) });

const blankAsMissing = (value: unknown) =>
  typeof value === 'string' && cleanText(value) === '' ? undefined : value;

export class AdminTradesQueryDto implements AdminTradeQuery {
  @ApiPropertyOptional({ description: 'Part of the brand, model or partner name, any case' })
  @IsOptional()
  @Transform(({ value }) => {
    const v = blankAsMissing(value);
    return typeof v === 'string' ? cleanText(v) : v;
  })
  @MaxLength(100, { message: 'search must be at most 100 characters' })
  @IsString({ message: 'search must be text' })
  search?: string;

  @TradeStatusFilter()
  status?: TradeStatusName;

  @PayoutStatusFilter()
  payout_status?: TradePayoutStatus;
}

export const TRADE_SORTS = ['submitted_at', 'brand'] as const;
export type TradeSort = (typeof TRADE_SORTS)[number];

/** GET /api/admin/trades: the export's filters, one page at a time, newest first unless sorted. */
export class AdminTradesPageQueryDto extends PageQueryDto implements AdminTradesPageQuery {
  @SortBy(TRADE_SORTS)
  sort?: string;

  @TradeStatusFilter()
  status?: TradeStatusName;

  @PayoutStatusFilter()
  payout_status?: TradePayoutStatus;
}
