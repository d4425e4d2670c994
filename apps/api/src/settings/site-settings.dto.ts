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
const HeadText = (label: string, max: number, example?: string) =>
  applyDecorators(
    ApiPropertyOptional({ example, maxLength: max }),
    OptionalNotNull(),
    CleanLine(),
    IsString({ message: `${label} must be text` }),
    MaxLength(max, { message: MESSAGES.tooLong(label, max) }),
    SafeText(),
  );

/** '' or an http(s) address. */
const Url = (label: string, example: string) =>
  applyDecorators(
    ApiPropertyOptional({ example }),
    OptionalNotNull(),
    CleanLine(),
    IsString({ message: `${label} must be text` }),
    Satisfies(checkSiteUrl, MESSAGES.url),
  );

/** '' or an id in the tag vendor's format. */
const TagId = (check: typeof checkGoogleAnalyticsId, message: string, example: string) =>
  applyDecorators(
    ApiPropertyOptional({ example }),
    OptionalNotNull(),
    CleanLine(),
    Satisfies(check, message),
  );

/** PUT /api/admin/site-settings: any of the fields; those left out keep their values. */
export class UpdateSiteSettingsDto implements UpdateSiteSettingsRequest {
  @HeadText('The site title', LIMITS.title, 'PhoneHub — Refurbished electronics & trade-in')
  @IsNotEmpty({ message: MESSAGES.titleRequired })
  title?: string;

  @Url('The favicon', 'https://cdn.example.com/favicon.png')
  favicon?: string;

  @HeadText('The meta description', LIMITS.metaDescription)
  meta_description?: string;

  @HeadText('The meta keywords', LIMITS.metaKeywords)
  meta_keywords?: string;

  @HeadText('The Open Graph title', LIMITS.ogTitle)
  og_title?: string;

  @HeadText('The Open Graph description', LIMITS.ogDescription)
  og_description?: string;

  @Url('The Open Graph image', 'https://cdn.example.com/share.png')
  og_image?: string;

  @Url('The Open Graph URL', 'https://phonehub.example')
  og_url?: string;

  @ApiPropertyOptional({ enum: TWITTER_CARDS })
  @OptionalNotNull()
  @IsIn(TWITTER_CARDS, { message: MESSAGES.twitterCard })
  twitter_card?: TwitterCard;

  @HeadText('The Twitter title', LIMITS.twitterTitle)
  twitter_title?: string;

  @HeadText('The Twitter description', LIMITS.twitterDescription)
  twitter_description?: string;

  @Url('The Twitter image', 'https://cdn.example.com/card.png')
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

  @TagId(checkGoogleAnalyticsId, MESSAGES.googleAnalyticsId, 'G-ABC123DEF4')
  google_analytics_id?: string;

  @TagId(checkGoogleTagManagerId, MESSAGES.googleTagManagerId, 'GTM-AB12CD3')
  google_tag_manager_id?: string;

  @TagId(checkFacebookPixelId, MESSAGES.facebookPixelId, '123456789012345')
  facebook_pixel_id?: string;

  @ApiPropertyOptional({ minimum: 0, maximum: 100 })
  @OptionalNotNull()
  @IsInt({ message: MESSAGES.satisfactionFallback })
  @Min(0, { message: MESSAGES.satisfactionFallback })
  @Max(100, { message: MESSAGES.satisfactionFallback })
  satisfaction_fallback_percent?: number;
}
