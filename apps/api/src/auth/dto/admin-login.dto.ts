import { ApiProperty } from '@nestjs/swagger';
import { Trim } from '../../common/validation/field.decorators';
import { CredentialField } from './user-fields.decorators';

export class AdminLoginDto {
  @ApiProperty({ example: 'admin' })
  @CredentialField(100)
  @Trim()
  username: string;

  @ApiProperty({ format: 'password' })
  @CredentialField(1024)
  password: string;
}
