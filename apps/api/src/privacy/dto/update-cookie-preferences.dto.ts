import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean, IsDefined } from 'class-validator';
import type { UpdateCookiePreferencesRequest } from '@phonehub/contracts';

const flag = (name: string) => `${name} must be true or false`;

/** The three optional categories, all required: a choice is saved whole, never half. */
export class UpdateCookiePreferencesDto implements UpdateCookiePreferencesRequest {
  @ApiProperty({ example: true })
  @IsDefined({ message: flag('functional') })
  @IsBoolean({ message: flag('functional') })
  functional: boolean;

  @ApiProperty({ example: false })
  @IsDefined({ message: flag('analytics') })
  @IsBoolean({ message: flag('analytics') })
  analytics: boolean;

  @ApiProperty({ example: false })
  @IsDefined({ message: flag('marketing') })
  @IsBoolean({ message: flag('marketing') })
  marketing: boolean;
}
