import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';
import type { TradeActionRequest, TradePayoutMethod, TradePayoutRequest } from '@phonehub/contracts';
import { TRADE_MESSAGES } from '@phonehub/domain';
import { NormalizeEmail, Required, TextField, Trim } from '../../common/validation/field.decorators';

const METHODS: TradePayoutMethod[] = ['store_credit', 'bank_transfer'];
const isBank = (o: { method?: unknown }) => o.method === 'bank_transfer';
/** A bank number, asked of bank transfers only; its digits are checked with the payout. */
const BankDigits = () =>
  applyDecorators(ValidateIf(isBank), Required(), Trim(), IsString({ message: TRADE_MESSAGES.bankDetails }));

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

  @ApiPropertyOptional({ example: 'Avery ONeil', description: 'bank_transfer only' })
  @ValidateIf(isBank)
  @Required()
  @TextField('account_holder', 100)
  account_holder?: string;

  @ApiPropertyOptional({ example: '110000000', description: 'bank_transfer only: 9 digits' })
  @BankDigits()
  routing_number?: string;

  @ApiPropertyOptional({ example: '000123456789', description: 'bank_transfer only: 4-17 digits' })
  @BankDigits()
  account_number?: string;
}
