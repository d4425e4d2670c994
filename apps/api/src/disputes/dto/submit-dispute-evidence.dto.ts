import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import type { SubmitDisputeEvidenceRequest } from '@phonehub/contracts';
import { LongTextField } from '../../common/validation/field.decorators';
import { EVIDENCE_FIELD_MAX } from '../evidence-pack';

/** Each field: optional text of at most EVIDENCE_FIELD_MAX characters; left out (or blank), the pack's text is sent. */
const EvidenceField = (field: string) =>
  applyDecorators(
    ApiPropertyOptional({ maxLength: EVIDENCE_FIELD_MAX }),
    IsOptional(),
    LongTextField(field, EVIDENCE_FIELD_MAX),
  );

/** POST /api/admin/disputes/{id}/evidence: the admin's edits over the assembled evidence pack. */
export class SubmitDisputeEvidenceDto implements SubmitDisputeEvidenceRequest {
  @EvidenceField('customer_name')
  customer_name?: string;

  @EvidenceField('customer_email_address')
  customer_email_address?: string;

  @EvidenceField('billing_address')
  billing_address?: string;

  @EvidenceField('shipping_address')
  shipping_address?: string;

  @EvidenceField('product_description')
  product_description?: string;

  @EvidenceField('shipping_carrier')
  shipping_carrier?: string;

  @EvidenceField('shipping_tracking_number')
  shipping_tracking_number?: string;

  @EvidenceField('shipping_date')
  shipping_date?: string;

  @EvidenceField('customer_communication')
  customer_communication?: string;

  @EvidenceField('refund_policy')
  refund_policy?: string;

  @EvidenceField('uncategorized_text')
  uncategorized_text?: string;
}
