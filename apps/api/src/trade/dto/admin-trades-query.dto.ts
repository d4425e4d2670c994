import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import type { AdminTradeQuery, AdminTradesPageQuery, TradePayoutStatus, TradeStatusName } from '@phonehub/contracts';
import { TRADE_STATUSES } from '@phonehub/domain';
import { cleanText } from '../../catalogue/dto/clean-text';
import { PageQueryDto, SortBy } from '../../common/paging/page-query.dto';

const PAYOUT_STATUSES: TradePayoutStatus[] = ['pending', 'paid'];

/** The payouts view's filter: trades whose chosen payout awaits payment or is paid. */
const PayoutStatusFilter = (): PropertyDecorator => (target, key) => {
  ApiPropertyOptional({ enum: PAYOUT_STATUSES })(target, key);
  IsOptional()(target, key);
  Transform(({ value }) => blankAsMissing(value))(target, key);
  IsIn(PAYOUT_STATUSES, { message: `payout_status must be one of: ${PAYOUT_STATUSES.join(', ')}` })(target, key);
};

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

  @ApiPropertyOptional({ enum: TRADE_STATUSES })
  @IsOptional()
  @Transform(({ value }) => blankAsMissing(value))
  @IsIn(TRADE_STATUSES, { message: `status must be one of: ${TRADE_STATUSES.join(', ')}` })
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

  @ApiPropertyOptional({ enum: TRADE_STATUSES })
  @IsOptional()
  @Transform(({ value }) => blankAsMissing(value))
  @IsIn(TRADE_STATUSES, { message: `status must be one of: ${TRADE_STATUSES.join(', ')}` })
  status?: TradeStatusName;

  @PayoutStatusFilter()
  payout_status?: TradePayoutStatus;
}
