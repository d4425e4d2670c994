import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsDefined, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import type {
  PartnerApplicationRequest,
  PartnerBusinessType,
  PartnerExperience,
  PartnerMonthlyVolume,
} from '@phonehub/contracts';
import {
  checkEmail,
  checkPhone,
  checkWebsite,
  PARTNER_BUSINESS_TYPES,
  PARTNER_EXPERIENCE,
  PARTNER_FIELD_LIMITS,
  PARTNER_MESSAGES,
  PARTNER_MONTHLY_VOLUME,
  VALIDATION_MESSAGES,
} from '@phonehub/domain';
import {
  LongTextField,
  OneLine,
  SafeText,
  Satisfies,
  TextField,
} from '../../common/validation/field.decorators';
// The trade module's text fields: trimmed, bounded, control characters and markup refused.

/** The spec's partner wording ('... fields.'), which the first-failure ranking puts before any format problem. */
const PartnerRequired = () =>
  applyDecorators(
    IsDefined({ message: PARTNER_MESSAGES.requiredFields }),
    IsNotEmpty({ message: PARTNER_MESSAGES.requiredFields }),
  );

/** One of the spec's options, or blank (= left out). */
const Option = (options: readonly string[], message: string) =>
  applyDecorators(
    Transform(({ value }) => (typeof value === 'string' && value.trim() === '' ? undefined : value)),
    IsOptional(),
    IsIn(options, { message }),
  );

/** POST /api/partner/apply: the spec's body; checks and sentences shared with the form (domain partners.ts). */
export class ApplyPartnerDto implements PartnerApplicationRequest {
  @ApiProperty({ example: 'Refurb Co', maxLength: PARTNER_FIELD_LIMITS.companyName })
  @PartnerRequired()
  @TextField('company_name', PARTNER_FIELD_LIMITS.companyName)
  company_name: string;

  @ApiProperty({ example: 'Dana Smith', maxLength: PARTNER_FIELD_LIMITS.contactName })
  @PartnerRequired()
  @TextField('contact_name', PARTNER_FIELD_LIMITS.contactName)
  contact_name: string;

  @ApiProperty({ example: 'sales@refurb.example' })
  @PartnerRequired()
  @OneLine()
  @IsString({ message: VALIDATION_MESSAGES.email })
  @MaxLength(254, { message: VALIDATION_MESSAGES.email })
  @Satisfies(checkEmail, VALIDATION_MESSAGES.email)
  email: string;

  @ApiPropertyOptional({ example: '+1 (555) 123-4567' })
  @IsOptional()
  @OneLine()
  @Satisfies(checkPhone, VALIDATION_MESSAGES.phone)
  phone?: string;

  @ApiPropertyOptional({ enum: PARTNER_BUSINESS_TYPES })
  @Option(PARTNER_BUSINESS_TYPES, PARTNER_MESSAGES.businessType)
  business_type?: PartnerBusinessType;

  @ApiPropertyOptional({ example: 'https://refurb.example' })
  @IsOptional()
  @OneLine()
  @SafeText()
  @Satisfies(checkWebsite, PARTNER_MESSAGES.website)
  website?: string;

  @ApiPropertyOptional({ example: 'We refurbish 40 phones a month in our Austin workshop.' })
  @IsOptional()
  @LongTextField('description', PARTNER_FIELD_LIMITS.description)
  description?: string;

  @ApiPropertyOptional({ enum: PARTNER_EXPERIENCE })
  @Option(PARTNER_EXPERIENCE, PARTNER_MESSAGES.experience)
  experience?: PartnerExperience;

  @ApiPropertyOptional({ enum: PARTNER_MONTHLY_VOLUME })
  @Option(PARTNER_MONTHLY_VOLUME, PARTNER_MESSAGES.monthlyVolume)
  monthly_volume?: PartnerMonthlyVolume;
}
