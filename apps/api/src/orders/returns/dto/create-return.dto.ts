import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsInt,
  IsOptional,
  IsString,
  IsUUID,
  Length,
  Min,
  ValidateNested,
} from 'class-validator';
import type { CreateReturnRequest, ReturnItemRequest } from '@phonehub/contracts';
import { RETURN_MESSAGES, RETURN_REASON_LENGTH } from '@phonehub/domain';
import { CHECKOUT_MAX_LINES } from '@phonehub/domain';
import { Required, Trim } from '../../../common/validation/field.decorators';

const QUANTITY_MESSAGE = 'quantity must be a whole number of at least 1';

export class ReturnItemDto implements ReturnItemRequest {
  @ApiProperty({ format: 'uuid', description: "The order line's id (Order.items[].id)" })
  @Required()
  @IsUUID('all', { message: 'order_item_id must be the id of a line of the order' })
  order_item_id: string;

  @ApiProperty({ minimum: 1, description: 'At most the units bought on that line' })
  @Required()
  @IsInt({ message: QUANTITY_MESSAGE })
  @Min(1, { message: QUANTITY_MESSAGE })
  quantity: number;
}

/** POST /api/orders/{id}/return. Which lines fit the order is the service's call (422). */
export class CreateReturnDto implements CreateReturnRequest {
  @ApiProperty({ minLength: RETURN_REASON_LENGTH.min, maxLength: RETURN_REASON_LENGTH.max })
  @Required()
  @Trim()
  @IsString({ message: 'reason must be text' })
  @Length(RETURN_REASON_LENGTH.min, RETURN_REASON_LENGTH.max, { message: RETURN_MESSAGES.reasonLength })
  reason: string;

  @ApiPropertyOptional({ type: [ReturnItemDto], description: 'Default: every unit of every line' })
  @IsOptional()
  @IsArray({ message: 'items must be a list of order lines' })
  @ArrayMinSize(1, { message: RETURN_MESSAGES.noItems })
  @ArrayMaxSize(CHECKOUT_MAX_LINES, { message: `items may list at most ${CHECKOUT_MAX_LINES} lines` })
  @ValidateNested({ each: true })
  @Type(() => ReturnItemDto)
  items?: ReturnItemDto[];
}
