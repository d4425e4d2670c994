import { PickType } from '@nestjs/swagger';
import type { TradeQuoteRequest } from '@phonehub/contracts';
import { CreateTradeDto } from './create-trade.dto';

/** A quote asks about the device only: the same fields, with the same rules, as a trade request. */
export class TradeQuoteDto
  extends PickType(CreateTradeDto, ['brand', 'model', 'storage', 'condition'] as const)
  implements TradeQuoteRequest {}
