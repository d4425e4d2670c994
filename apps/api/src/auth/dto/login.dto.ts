import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional } from 'class-validator';
import { NormalizeEmail } from '../../common/validation/field.decorators';
import { CredentialField } from './user-fields.decorators';

/** No format rules here: anything that is not a known account is simply 'Invalid credentials'. */
export class LoginDto {
  @ApiProperty({ example: 'shopper@phonehub.test' })
  @CredentialField(320)
  @NormalizeEmail()
  email: string;

  @ApiProperty({ format: 'password' })
  @CredentialField(1024)
  password: string;

  @ApiPropertyOptional({ description: 'Keep me signed in for 30 days instead of 1' })
  @IsOptional()
  @IsBoolean({ message: 'remember_me must be true or false' })
  remember_me?: boolean;
}
