import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsDefined, IsIn, ValidateIf } from 'class-validator';
import type { ReviewPartnerApplicationRequest } from '@phonehub/contracts';
import { PARTNER_FIELD_LIMITS, PARTNER_MESSAGES } from '@phonehub/domain';
import { LongTextField } from '../../common/validation/field.decorators';

const DECISIONS = ['approved', 'rejected'] as const;

export class ReviewPartnerApplicationDto implements ReviewPartnerApplicationRequest {
  @ApiProperty({ enum: DECISIONS })
  @IsDefined({ message: PARTNER_MESSAGES.reviewDecision })
  @IsIn(DECISIONS, { message: PARTNER_MESSAGES.reviewDecision })
  status: (typeof DECISIONS)[number];

  @ApiPropertyOptional({ example: 'Please add a link to your shop and apply again.', nullable: true })
  @ValidateIf((_o, value) => value !== undefined && value !== null)
  @LongTextField('reviewer_notes', PARTNER_FIELD_LIMITS.reviewerNotes)
  reviewer_notes?: string | null;
}
