import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsString, Length, Max, Min } from 'class-validator';
import type { RefundOrderRequest } from '@phonehub/contracts';
import { OptionalNotNull, Required, Trim } from '../../common/validation/field.decorators';

export const REFUND_REASON_MIN = 3;
export const REFUND_REASON_MAX = 500;
const AMOUNT_MESSAGE = 'amount_cents must be a whole number of cents, at least 1';

/** POST /api/admin/orders/{id}/refund. Whether the amount fits the payment is the service's call (422). */
export class RefundOrderDto implements RefundOrderRequest {
  @ApiProperty({ minLength: REFUND_REASON_MIN, maxLength: REFUND_REASON_MAX })
  @Required()
  @Trim()
  @IsString({ message: 'reason must be text' })
  @Length(REFUND_REASON_MIN, REFUND_REASON_MAX, {
    message: `Please give the reason for the refund in ${REFUND_REASON_MIN} to ${REFUND_REASON_MAX} characters`,
  })
  reason: string;

  @ApiPropertyOptional({ minimum: 1, description: 'Cents; default: everything left to refund' })
  @OptionalNotNull()
  @IsInt({ message: AMOUNT_MESSAGE })
  @Min(1, { message: AMOUNT_MESSAGE })
  @Max(2_147_483_647, { message: AMOUNT_MESSAGE })
  amount_cents?: number;
}
