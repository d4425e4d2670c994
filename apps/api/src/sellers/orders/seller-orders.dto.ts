import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsDefined, IsIn, IsOptional, MinLength } from 'class-validator';
import type { SellerOrdersQuery, ShipSellerLinesRequest } from '@phonehub/contracts';
import { PageQueryDto } from '../../common/paging/page-query.dto';
import { TextField } from '../../common/validation/field.decorators';

const SELLER_ORDER_FILTERS = ['to_ship', 'shipped'] as const;
const TRACKING_REQUIRED = 'A tracking number is required to ship an order';

/** GET /api/seller/orders: newest first; `to_ship` or `shipped`; search by order id or customer name. */
export class SellerOrdersQueryDto extends PageQueryDto implements SellerOrdersQuery {
  @ApiPropertyOptional({ enum: SELLER_ORDER_FILTERS })
  @IsOptional()
  @IsIn(SELLER_ORDER_FILTERS, { message: `status must be one of ${SELLER_ORDER_FILTERS.join(', ')}` })
  status?: (typeof SELLER_ORDER_FILTERS)[number];
}

/** POST /api/seller/orders/{id}/ship. */
export class ShipSellerLinesDto implements ShipSellerLinesRequest {
  @ApiProperty({ example: '1Z999AA10123456784', maxLength: 100 })
  @IsDefined({ message: TRACKING_REQUIRED })
  @TextField('tracking_number', 100)
  @MinLength(1, { message: TRACKING_REQUIRED })
  tracking_number: string;
}
