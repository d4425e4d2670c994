import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean, IsDefined } from 'class-validator';
import type { SuspendSellerRequest } from '@phonehub/contracts';

export class SuspendSellerDto implements SuspendSellerRequest {
  @ApiProperty()
  @IsDefined({ message: 'is_suspended is required' })
  @IsBoolean({ message: 'is_suspended must be true or false' })
  is_suspended: boolean;
}
