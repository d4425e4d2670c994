import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import type { TradeConditionName, TradeQuoteRequest } from '@phonehub/contracts';
import { TRADE_CONDITIONS, TRADE_MESSAGES } from '@phonehub/domain';
import { Required } from '../../common/validation/field.decorators';
import { TextField } from './trade-fields';

export class TradeQuoteDto implements TradeQuoteRequest {
  @ApiProperty({ example: 'Apple' })
  @Required()
  @TextField('brand', 100)
  brand: string;

  @ApiProperty({ example: 'iPhone 15 Pro' })
  @Required()
  @TextField('model', 100)
  model: string;

  @ApiProperty({ example: '256GB' })
  @Required()
  @TextField('storage', 20)
  storage: string;

  @ApiProperty({ enum: TRADE_CONDITIONS })
  @Required()
  @IsIn(TRADE_CONDITIONS, { message: TRADE_MESSAGES.unknownCondition })
  condition: TradeConditionName;
}
