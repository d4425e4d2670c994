import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import type { OrderStatus, UpdateOrderStatusRequest } from '@phonehub/contracts';
import { orderMachine } from '@phonehub/domain';
import { Required, Trim } from '../../common/validation/field.decorators';

/**
 * Any order status is accepted here (400 only for a word that is none); whether the order may move
 * to it is the order machine's call in the service (409 INVALID_TRANSITION).
 */
export class UpdateOrderStatusDto implements UpdateOrderStatusRequest {
  @ApiProperty({ enum: orderMachine.states })
  @Required()
  @IsIn(orderMachine.states, { message: `status must be one of ${orderMachine.states.join(', ')}` })
  status: OrderStatus;

  @ApiPropertyOptional({ maxLength: 100, nullable: true, description: 'Required to ship' })
  @IsOptional()
  @Trim()
  @IsString({ message: 'tracking_number must be text' })
  @MaxLength(100, { message: 'tracking_number must be at most 100 characters' })
  tracking_number?: string | null;

  @ApiPropertyOptional({ maxLength: 2000, nullable: true })
  @IsOptional()
  @Trim()
  @IsString({ message: 'notes must be text' })
  @MaxLength(2000, { message: 'notes must be at most 2000 characters' })
  notes?: string | null;
}
