import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsNotEmpty, IsString, Max, MaxLength, Min } from 'class-validator';
import { TWITTER_CARDS, type TwitterCard, type UpdateSiteSettingsRequest } from '@phonehub/contracts';
import {
  checkFacebookPixelId,
  checkGoogleAnalyticsId,
  checkGoogleTagManagerId,
  checkSchemaOrgData,
  checkSiteUrl,
  SITE_SETTINGS_LIMITS as LIMITS,
  SITE_SETTINGS_MESSAGES as MESSAGES,
} from '@phonehub/domain';
import { hasForbiddenControlCharacters } from '../common/validation/clean-text';
import { CleanLine, OptionalNotNull, SafeText, Satisfies, Trim } from '../common/validation/field.decorators';

/** A one-line text shown in the page head and previews: bounded, free of markup. */
const HeadText = (label: string, max: number) =>
  applyDecorators(
    OptionalNotNull(),
    CleanLine(),
    IsString({ message: `${label} must be text` }),
    MaxLength(max, { message: MESSAGES.tooLong(label, max) }),
    SafeText(),
  );

/** '' or an http(s) address. */
const Url = (label: string) =>
  applyDecorators(
    OptionalNotNull(),
    CleanLine(),
    IsString({ message: `${label} must be text` }),
    Satisfies(checkSiteUrl, MESSAGES.url),
  );

/** '' or an id in the tag vendor's format. */
const TagId = (check: typeof checkGoogleAnalyticsId, message: string) =>
  applyDecorators(OptionalNotNull(), CleanLine(), Satisfies(check, message));

/** PUT /api/admin/site-settings: any of the fields; those left out keep their values. */
export class UpdateSiteSettingsDto implements UpdateSiteSettingsRequest {
  @ApiPropertyOptional({ example: 'PhoneHub — Refurbished electronics & trade-in', maxLength: LIMITS.title })
  @HeadText('The site title', LIMITS.title)
  @IsNotEmpty({ message: MESSAGES.titleRequired })
  title?: string;

  @ApiPropertyOptional({ example: 'https://cdn.example.com/favicon.png' })
  @Url('The favicon')
  favicon?: string;

  @ApiPropertyOptional({ maxLength: LIMITS.metaDescription })
  @HeadText('The meta description', LIMITS.metaDescription)
  meta_description?: string;

  @ApiPropertyOptional({ maxLength: LIMITS.metaKeywords })
  @HeadText('The meta keywords', LIMITS.metaKeywords)
  meta_keywords?: string;

  @ApiPropertyOptional({ maxLength: LIMITS.ogTitle })
  @HeadText('The Open Graph title', LIMITS.ogTitle)
  og_title?: string;

  @ApiPropertyOptional({ maxLength: LIMITS.ogDescription })
  @HeadText('The Open Graph description', LIMITS.ogDescription)
  og_description?: string;

  @ApiPropertyOptional({ example: 'https://cdn.example.com/share.png' })
  @Url('The Open Graph image')
  og_image?: string;

  @ApiPropertyOptional({ example: 'https://phonehub.example' })
  @Url('The Open Graph URL')
  og_url?: string;

  @ApiPropertyOptional({ enum: TWITTER_CARDS })
  @OptionalNotNull()
  @IsIn(TWITTER_CARDS, { message: MESSAGES.twitterCard })
  twitter_card?: TwitterCard;

  @ApiPropertyOptional({ maxLength: LIMITS.twitterTitle })
  @HeadText('The Twitter title', LIMITS.twitterTitle)
  twitter_title?: string;

  @ApiPropertyOptional({ maxLength: LIMITS.twitterDescription })
  @HeadText('The Twitter description', LIMITS.twitterDescription)
  twitter_description?: string;

  @ApiPropertyOptional({ example: 'https://cdn.example.com/card.png' })
  @Url('The Twitter image')
  twitter_image?: string;

  @ApiPropertyOptional({
    example: '{"@context":"https://schema.org","@type":"Organization","name":"PhoneHub"}',
  })
  @OptionalNotNull()
  @Trim()
  @IsString({ message: MESSAGES.schemaOrgData })
  @Satisfies(checkSchemaOrgData, MESSAGES.schemaOrgData)
  @Satisfies(
    (value) => (hasForbiddenControlCharacters(value) ? MESSAGES.schemaOrgData : null),
    MESSAGES.schemaOrgData,
  )
  schema_org_data?: string;

  @ApiPropertyOptional({ example: 'G-ABC123DEF4' })
  @TagId(checkGoogleAnalyticsId, MESSAGES.googleAnalyticsId)
  google_analytics_id?: string;

  @ApiPropertyOptional({ example: 'GTM-AB12CD3' })
  @TagId(checkGoogleTagManagerId, MESSAGES.googleTagManagerId)
  google_tag_manager_id?: string;

  @ApiPropertyOptional({ example: '123456789012345' })
  @TagId(checkFacebookPixelId, MESSAGES.facebookPixelId)
  facebook_pixel_id?: string;

  @ApiPropertyOptional({ minimum: 0, maximum: 100 })
  @OptionalNotNull()
  @IsInt({ message: MESSAGES.satisfactionFallback })
  @Min(0, { message: MESSAGES.satisfactionFallback })
  @Max(100, { message: MESSAGES.satisfactionFallback })
  satisfaction_fallback_percent?: number;
}
