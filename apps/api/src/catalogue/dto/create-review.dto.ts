import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsInt, IsString, Max, MaxLength, Min } from 'class-validator';
import type { CreateReviewRequest } from '@phonehub/contracts';
import { NoControlCharacters, Required, Trim } from '../../common/validation/field.decorators';

export const REVIEW_TITLE_MAX = 120;
export const REVIEW_CONTENT_MAX = 2000;
const RATING = 'rating must be a whole number from 1 to 5';

/** A review's title or text: required, trimmed, line breaks kept (no markup check: shown as text). */
export const ReviewTextField = (field: string, max: number, example: string) =>
  applyDecorators(
    ApiProperty({ minLength: 1, maxLength: max, example }),
    Required(),
    Trim(),
    IsString({ message: `${field} must be text` }),
    MaxLength(max, { message: `${field} must be at most ${max} characters` }),
    NoControlCharacters(field),
  );

/** The author comes from the token; is_staff, user_id or anything else in the body is refused. */
export class CreateReviewDto implements CreateReviewRequest {
  @ApiProperty({ minimum: 1, maximum: 5, example: 5 })
  @Required()
  @IsInt({ message: RATING })
  @Min(1, { message: RATING })
  @Max(5, { message: RATING })
  rating: number;

  @ReviewTextField('title', REVIEW_TITLE_MAX, 'Like new, battery still great')
  title: string;

  @ReviewTextField('content', REVIEW_CONTENT_MAX, 'Arrived in two days, not a scratch on it.')
  content: string;
}
