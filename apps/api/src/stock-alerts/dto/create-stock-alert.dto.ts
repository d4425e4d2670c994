import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import type { CreateStockAlertRequest } from '@phonehub/contracts';
import { checkEmail, VALIDATION_MESSAGES } from '@phonehub/domain';
import { OneLine, Satisfies } from '../../common/validation/field.decorators';

/** POST /api/products/{id}/stock-alerts: a valid email; blank or left out only for a signed-in shopper. */
export class CreateStockAlertDto implements CreateStockAlertRequest {
  @ApiPropertyOptional({
    example: 'dana@example.com',
    description: "Left out: the signed-in shopper's own address",
  })
  @OneLine()
  @IsOptional()
  @IsString({ message: VALIDATION_MESSAGES.email })
  @MaxLength(254, { message: VALIDATION_MESSAGES.email })
  @Satisfies(checkEmail, VALIDATION_MESSAGES.email)
  email?: string;
}
