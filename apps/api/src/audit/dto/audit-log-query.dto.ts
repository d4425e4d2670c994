import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import type { AuditLogQuery } from '@phonehub/contracts';
import { cleanText } from '../../catalogue/dto/clean-text';
import { PageQueryDto } from '../../common/paging/page-query.dto';

/** A blank filter is no filter. */
const blankless = ({ value }: { value: unknown }) => {
  if (typeof value !== 'string') return value;
  const clean = cleanText(value);
  return clean === '' ? undefined : clean;
};

const NAME = /^[a-z_]+(\.[a-z_]+)?$/;

/** GET /api/admin/audit-log: newest first. */
export class AuditLogQueryDto extends PageQueryDto implements AuditLogQuery {
  @ApiPropertyOptional({ example: 'user.suspend' })
  @IsOptional()
  @Transform(blankless)
  @IsString({ message: 'action must be text' })
  @MaxLength(64, { message: 'action must be at most 64 characters' })
  @Matches(NAME, { message: 'action must look like entity.verb, e.g. user.suspend' })
  action?: string;

  @ApiPropertyOptional({ example: 'order' })
  @IsOptional()
  @Transform(blankless)
  @IsString({ message: 'entity_type must be text' })
  @MaxLength(64, { message: 'entity_type must be at most 64 characters' })
  @Matches(NAME, { message: 'entity_type must be a record type, e.g. order' })
  entity_type?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @Transform(blankless)
  @IsString({ message: 'entity_id must be text' })
  @MaxLength(100, { message: 'entity_id must be at most 100 characters' })
  entity_id?: string;

  @ApiPropertyOptional({ description: "An admin's id or part of their email" })
  @IsOptional()
  @Transform(blankless)
  @IsString({ message: 'actor must be text' })
  @MaxLength(254, { message: 'actor must be at most 254 characters' })
  actor?: string;
}
