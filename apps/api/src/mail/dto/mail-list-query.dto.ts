import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { MAIL_STATUSES, type MailListQuery, type MailStatus } from '@phonehub/contracts';
import { cleanText } from '../../catalogue/dto/clean-text';
import { PageQueryDto } from '../../common/paging/page-query.dto';

/** A blank filter is no filter. */
const blankless = ({ value }: { value: unknown }) => {
  if (typeof value !== 'string') return value;
  const clean = cleanText(value);
  return clean === '' ? undefined : clean;
};

/** GET /api/admin/mails: newest first. */
export class MailListQueryDto extends PageQueryDto implements MailListQuery {
  @ApiPropertyOptional({ enum: MAIL_STATUSES })
  @IsOptional()
  @Transform(blankless)
  @IsIn(MAIL_STATUSES, { message: `status must be one of: ${MAIL_STATUSES.join(', ')}` })
  status?: MailStatus;

  @ApiPropertyOptional({ description: 'Part of the recipient address' })
  @IsOptional()
  @Transform(blankless)
  @IsString({ message: 'recipient must be text' })
  @MaxLength(254, { message: 'recipient must be at most 254 characters' })
  recipient?: string;
}
