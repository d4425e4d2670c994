import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';
import type { ReviewSettings } from '@phonehub/contracts';

export class ReviewSettingsDto implements ReviewSettings {
  @ApiProperty({ description: "Staff reviews count in products' averages and review counts" })
  @IsBoolean({ message: 'count_staff_reviews must be true or false' })
  count_staff_reviews: boolean;
}
