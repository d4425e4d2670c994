import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import type { AdminOrderStatus, UpdateOrderStatusRequest } from '@phonehub/contracts';
import { Required, Trim } from '../../common/validation/field.decorators';

export const ADMIN_ORDER_STATUSES: readonly AdminOrderStatus[] = ['pending', 'processing', 'shipped', 'delivered', 'cancelled'];

/** The admin dropdown: any of its statuses may be set, in any order (spec section 4). */
export class UpdateOrderStatusDto implements UpdateOrderStatusRequest {
  @ApiProperty({ enum: ADMIN_ORDER_STATUSES })
  @Required()
  @IsIn(ADMIN_ORDER_STATUSES, { message: `status must be one of ${ADMIN_ORDER_STATUSES.join(', ')}` })
  status: AdminOrderStatus;

  @ApiPropertyOptional({ maxLength: 100, nullable: true })
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
