import { applyDecorators } from '@nestjs/common';
import { ApiHideProperty, ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';
import type { TradeActionRequest, TradePayoutMethod, TradePayoutRequest } from '@phonehub/contracts';
import { NormalizeEmail, Required, Trim } from '../../common/validation/field.decorators';
import { TRADE_PAYOUT_MESSAGES } from '../trade.errors';

const METHODS: TradePayoutMethod[] = ['store_credit', 'bank_transfer'];

/**
 * A bank detail the payout used to take: declared only to be refused with a sentence that says
 * where bank details go now (an unknown field would read "is not allowed", saying nothing of why).
 * Nothing sent in one is kept: the request fails validation before anything is stored.
 */
const NoLongerTaken = () =>
  applyDecorators(
    ApiHideProperty(),
    ValidateIf((_object, value) => value !== undefined),
    IsIn([], { message: TRADE_PAYOUT_MESSAGES.bankDetailsNotTaken }),
  );

/** Signed-in owners send nothing; guests prove the trade is theirs with its tracking code and email. */
export class TradeActionDto implements TradeActionRequest {
  @ApiPropertyOptional({ example: 'TR-8K2M4Q7W1Z', description: 'Guests only' })
  @IsOptional()
  @Trim()
  @IsString({ message: 'tracking_code must be text' })
  @MaxLength(20, { message: 'tracking_code must be at most 20 characters' })
  tracking_code?: string;

  @ApiPropertyOptional({
    example: 'guest@example.com',
    description: 'Guests only: the email the trade was sent with',
  })
  @IsOptional()
  @NormalizeEmail()
  @IsString({ message: 'email must be text' })
  @MaxLength(254, { message: 'email must be at most 254 characters' })
  email?: string;
}

export class TradePayoutDto extends TradeActionDto implements TradePayoutRequest {
  @ApiProperty({ enum: METHODS })
  @Required()
  @IsIn(METHODS, { message: `method must be one of: ${METHODS.join(', ')}` })
  method: TradePayoutMethod;

  @NoLongerTaken()
  account_holder?: never;

  @NoLongerTaken()
  routing_number?: never;

  @NoLongerTaken()
  account_number?: never;
}
