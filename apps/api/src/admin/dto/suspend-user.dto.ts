import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean, IsDefined } from 'class-validator';
import type { SuspendUserRequest } from '@phonehub/contracts';

export class SuspendUserDto implements SuspendUserRequest {
  @ApiProperty()
  @IsDefined({ message: 'is_suspended is required' })
  @IsBoolean({ message: 'is_suspended must be true or false' })
  is_suspended: boolean;
}
