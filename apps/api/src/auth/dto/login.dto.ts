import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional, IsString, MaxLength } from 'class-validator';
import { NormalizeEmail, Required } from '../../common/validation/field.decorators';

/** No format rules here: anything that is not a known account is simply 'Invalid credentials'. */
export class LoginDto {
  @ApiProperty({ example: 'shopper@phonehub.test' })
  @Required()
  @NormalizeEmail()
  @IsString({ message: 'Invalid credentials' })
  @MaxLength(320, { message: 'Invalid credentials' })
  email: string;

  @ApiProperty({ format: 'password' })
  @Required()
  @IsString({ message: 'Invalid credentials' })
  @MaxLength(1024, { message: 'Invalid credentials' })
  password: string;

  @ApiPropertyOptional({ description: 'Keep me signed in for 30 days instead of 1' })
  @IsOptional()
  @IsBoolean({ message: 'remember_me must be true or false' })
  remember_me?: boolean;
}
