import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional } from 'class-validator';
import type { AdminSellersQuery } from '@phonehub/contracts';
import { PageQueryDto } from '../../common/paging/page-query.dto';

/** GET /api/admin/sellers: newest first; search matches name, email or company; `suspended` filters. */
export class AdminSellersQueryDto extends PageQueryDto implements AdminSellersQuery {
  @ApiPropertyOptional({ type: Boolean })
  @IsOptional()
  @Transform(({ value }) =>
    value === 'true' ? true : value === 'false' ? false : value === '' ? undefined : value,
  )
  @IsBoolean({ message: 'suspended must be true or false' })
  suspended?: boolean;
}
