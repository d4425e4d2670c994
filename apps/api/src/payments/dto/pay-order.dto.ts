import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import type { PayOrderRequest } from '@phonehub/contracts';
import { VALIDATION_MESSAGES } from '@phonehub/domain';
import { NormalizeEmail, Required } from '../../common/validation/field.decorators';

/** POST /api/payments/checkout/orders/{id}/session ("Pay now"). */
export class PayOrderDto implements PayOrderRequest {
  @ApiProperty({ example: 'http://localhost:4200' })
  @Required()
  @IsString({ message: 'origin_url must be text' })
  @MaxLength(200, { message: 'origin_url must be at most 200 characters' })
  origin_url: string;

  /** Only compared with the order's: any other address is the same 404 as an unknown order. */
  @ApiPropertyOptional({
    example: 'guest@example.com',
    description: "A guest's proof: the email the order was placed with",
  })
  @IsOptional()
  @NormalizeEmail()
  @IsString({ message: VALIDATION_MESSAGES.email })
  @MaxLength(254, { message: VALIDATION_MESSAGES.email })
  email?: string;
}
