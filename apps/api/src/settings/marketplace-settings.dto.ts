import { ApiProperty } from '@nestjs/swagger';
import { IsDefined, IsNumber, Max, Min } from 'class-validator';
import type { MarketplaceSettings } from '@phonehub/contracts';
import { feeBpsToPercent, PLATFORM_FEE_MAX_BPS } from '@phonehub/domain';

const FEE_MESSAGE = `The platform fee must be a percentage from 0 to ${feeBpsToPercent(PLATFORM_FEE_MAX_BPS)} with at most 2 decimals`;

export class MarketplaceSettingsDto implements MarketplaceSettings {
  @ApiProperty({ example: 4, minimum: 0, maximum: 30 })
  @IsDefined({ message: FEE_MESSAGE })
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 }, { message: FEE_MESSAGE })
  @Min(0, { message: FEE_MESSAGE })
  @Max(feeBpsToPercent(PLATFORM_FEE_MAX_BPS), { message: FEE_MESSAGE })
  platform_fee_percent: number;
}
