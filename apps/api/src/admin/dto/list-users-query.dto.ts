import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { Trim } from '../../common/validation/field.decorators';

export const USERS_PAGE_MAX = 200;

export class ListUsersQueryDto {
  @ApiPropertyOptional({ default: 1, minimum: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'page must be a whole number of at least 1' })
  @Min(1, { message: 'page must be a whole number of at least 1' })
  page: number = 1;

  @ApiPropertyOptional({ default: 50, minimum: 1, maximum: USERS_PAGE_MAX })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: `limit must be a whole number from 1 to ${USERS_PAGE_MAX}` })
  @Min(1, { message: `limit must be a whole number from 1 to ${USERS_PAGE_MAX}` })
  @Max(USERS_PAGE_MAX, { message: `limit must be a whole number from 1 to ${USERS_PAGE_MAX}` })
  limit: number = 50;

  @ApiPropertyOptional({ description: 'Part of a name or email' })
  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(100, { message: 'search must be at most 100 characters' })
  search?: string;
}
