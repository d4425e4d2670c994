import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsString, Matches, MaxLength } from 'class-validator';
import type { OrderLookupRequest } from '@phonehub/contracts';
import { normalizeOrderReference, ORDER_REFERENCE_MESSAGE, VALIDATION_MESSAGES } from '@phonehub/domain';
import { NormalizeEmail, Required } from '../../common/validation/field.decorators';

/**
 * POST /api/orders/lookup. The email is only compared, never checked for format: any address that
 * is not the order's is the same 404 as a wrong reference.
 */
export class OrderLookupDto implements OrderLookupRequest {
  @ApiProperty({ example: 'guest@example.com' })
  @Required()
  @NormalizeEmail()
  @IsString({ message: VALIDATION_MESSAGES.email })
  @MaxLength(254, { message: VALIDATION_MESSAGES.email })
  email: string;

  @ApiProperty({
    example: 'aa11bb22',
    description: 'The 8 characters shown to shoppers; spaces, a leading # and case are ignored',
  })
  @Required()
  @Transform(({ value }) => (typeof value === 'string' ? (normalizeOrderReference(value) ?? value) : value))
  @IsString({ message: ORDER_REFERENCE_MESSAGE })
  @Matches(/^[0-9a-f]{8}$/, { message: ORDER_REFERENCE_MESSAGE })
  reference: string;
}
