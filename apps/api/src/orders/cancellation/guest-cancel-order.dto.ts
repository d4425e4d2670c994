import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import type { GuestCancelOrderRequest } from '@phonehub/contracts';
import { VALIDATION_MESSAGES } from '@phonehub/domain';
import { NormalizeEmail, Required } from '../../common/validation/field.decorators';

/** POST /api/orders/{id}/cancel/guest. The email is only compared: any other address is the same 404 as an unknown order. */
export class GuestCancelOrderDto implements GuestCancelOrderRequest {
  @ApiProperty({ example: 'guest@example.com', description: 'The email the order was placed with' })
  @Required()
  @NormalizeEmail()
  @IsString({ message: VALIDATION_MESSAGES.email })
  @MaxLength(254, { message: VALIDATION_MESSAGES.email })
  email: string;
}
