import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import type { ReturnStatus, UpdateReturnRequest } from '@phonehub/contracts';
import { RETURN_STATUSES } from '@phonehub/domain';
import { Required, Trim } from '../../../common/validation/field.decorators';

export const RETURN_NOTE_MAX = 1000;

/**
 * Any return status is accepted here (400 only for a word that is none); whether the return may
 * move to it is the return machine's call in the service (409 INVALID_TRANSITION).
 */
export class UpdateReturnDto implements UpdateReturnRequest {
  @ApiProperty({ enum: RETURN_STATUSES })
  @Required()
  @IsIn(RETURN_STATUSES, { message: `status must be one of: ${RETURN_STATUSES.join(', ')}` })
  status: ReturnStatus;

  @ApiPropertyOptional({
    maxLength: RETURN_NOTE_MAX,
    nullable: true,
    description: 'Shown to the shopper and mailed',
  })
  @IsOptional()
  @Trim()
  @IsString({ message: 'note must be text' })
  @MaxLength(RETURN_NOTE_MAX, { message: `note must be at most ${RETURN_NOTE_MAX} characters` })
  note?: string | null;
}
