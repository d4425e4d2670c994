import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsISO8601, IsOptional } from 'class-validator';

/** POST /api/admin/reconciliation/run: the window compared (default: the last 3 days up to 10 minutes ago). */
export class RunReconciliationDto {
  @ApiPropertyOptional({ format: 'date-time' })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'from must be a date and time (ISO 8601)' })
  from?: string;

  @ApiPropertyOptional({ format: 'date-time' })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'to must be a date and time (ISO 8601)' })
  to?: string;
}
