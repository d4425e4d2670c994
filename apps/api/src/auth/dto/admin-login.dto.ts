import { ApiProperty } from '@nestjs/swagger';
import { OptionalNotNull, Trim } from '../../common/validation/field.decorators';
import { CodeField } from './admin-totp.dto';
import { CredentialField } from './user-fields.decorators';

export class AdminLoginDto {
  @ApiProperty({ example: 'admin' })
  @CredentialField(100)
  @Trim()
  username: string;

  @ApiProperty({ format: 'password' })
  @CredentialField(1024)
  password: string;

  /** The authenticator's current code or a recovery code, once the admin enrolled one. */
  @ApiProperty({ required: false, example: '123456' })
  @OptionalNotNull()
  @CodeField()
  totp_code?: string;
}
