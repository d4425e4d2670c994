import { ApiProperty } from '@nestjs/swagger';
import { IsDefined, MinLength } from 'class-validator';
import type { BuyLabelRequest } from '@phonehub/contracts';
import { TextField } from '../../common/validation/field.decorators';

const RATE_REQUIRED = 'Choose one of the quoted rates';

/** POST /api/seller/orders/{id}/label and /api/admin/orders/{id}/label: a rate of GET …/label-rates. */
export class BuyLabelDto implements BuyLabelRequest {
  @ApiProperty({ example: 'shp_0123456789abcdef', maxLength: 100 })
  @IsDefined({ message: RATE_REQUIRED })
  @TextField('quote_id', 100)
  @MinLength(1, { message: RATE_REQUIRED })
  quote_id: string;

  @ApiProperty({ example: 'rate_0123456789abcdef', maxLength: 100 })
  @IsDefined({ message: RATE_REQUIRED })
  @TextField('rate_id', 100)
  @MinLength(1, { message: RATE_REQUIRED })
  rate_id: string;
}
