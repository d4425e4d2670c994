import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, ValidateIf } from 'class-validator';
import type { ReviewTradeRequest, TradeStatusName } from '@phonehub/contracts';
import { TRADE_STATUSES } from '@phonehub/domain';
import { Required } from '../../common/validation/field.decorators';
import { DollarsField, LongTextField } from './trade-fields';

export class ReviewTradeDto implements ReviewTradeRequest {
  @ApiProperty({ enum: TRADE_STATUSES })
  @Required()
  @IsIn(TRADE_STATUSES, { message: `status must be one of: ${TRADE_STATUSES.join(', ')}` })
  status: TradeStatusName;

  @ApiPropertyOptional({
    example: 480,
    nullable: true,
    description: 'Dollars; approving without one takes the estimate',
  })
  @IsOptional()
  @DollarsField('finalValue')
  finalValue?: number | null;

  @ApiPropertyOptional({ example: 'Screen has a crack not shown in the photos', nullable: true })
  @ValidateIf((_o, value) => value !== undefined && value !== null)
  @LongTextField('rejectionReason', 1000)
  rejectionReason?: string | null;
}
