import { ApiProperty } from '@nestjs/swagger';
import { IsDefined, MinLength } from 'class-validator';
import type { CreatePayoutRequest } from '@phonehub/contracts';
import { TextField } from '../../common/validation/field.decorators';

const REFERENCE_MESSAGE = "reference must be 3 to 100 characters (e.g. the bank transfer's reference)";

/** POST /api/admin/sellers/{id}/payouts. */
export class CreatePayoutDto implements CreatePayoutRequest {
  @ApiProperty({ example: 'SEPA-2026-11-0042', minLength: 3, maxLength: 100 })
  @IsDefined({ message: REFERENCE_MESSAGE })
  @TextField('reference', 100)
  @MinLength(3, { message: REFERENCE_MESSAGE })
  reference: string;
}
