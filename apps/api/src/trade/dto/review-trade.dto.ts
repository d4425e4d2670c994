import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsObject, IsOptional, Max, Min, ValidateIf, ValidateNested } from 'class-validator';
import type { ReviewTradeRequest, TradeStatusName } from '@phonehub/contracts';
import { TRADE_STATUSES } from '@phonehub/domain';
import { DollarsField, LongTextField, Required, TextField } from '../../common/validation/field.decorators';

const present = (_o: unknown, value: unknown) => value !== undefined && value !== null;
const BATTERY_MESSAGE = 'inspection.battery_health must be a whole percent from 0 to 100';

export class TradeInspectionDto {
  @ApiPropertyOptional({ example: 'B', nullable: true, description: 'The grade the device was given' })
  @ValidateIf(present)
  @TextField('inspection.grade', 20)
  grade?: string | null;

  @ApiPropertyOptional({ example: 87, nullable: true, minimum: 0, maximum: 100 })
  @ValidateIf(present)
  @IsInt({ message: BATTERY_MESSAGE })
  @Min(0, { message: BATTERY_MESSAGE })
  @Max(100, { message: BATTERY_MESSAGE })
  battery_health?: number | null;

  @ApiPropertyOptional({ example: 'Light scratches on the back', nullable: true })
  @ValidateIf(present)
  @LongTextField('inspection.notes', 2000)
  notes?: string | null;
}

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
  @ValidateIf(present)
  @LongTextField('rejectionReason', 1000)
  rejectionReason?: string | null;

  @ApiPropertyOptional({ type: TradeInspectionDto, description: "With 'inspected' or 'counteroffer'" })
  @IsOptional()
  @IsObject({ message: 'inspection must be an object' })
  @ValidateNested()
  @Type(() => TradeInspectionDto)
  inspection?: TradeInspectionDto;

  @ApiPropertyOptional({ example: 220, description: "Dollars; required with 'counteroffer'" })
  @IsOptional()
  @DollarsField('counteroffer_value')
  counteroffer_value?: number;

  @ApiPropertyOptional({ example: 'Battery health is 71 %, below what the quote assumed' })
  @IsOptional()
  @LongTextField('counteroffer_reason', 1000)
  counteroffer_reason?: string;
}
