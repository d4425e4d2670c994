import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import { Required, Trim } from '../../common/validation/field.decorators';

export class AdminLoginDto {
  @ApiProperty({ example: 'admin' })
  @Required()
  @Trim()
  @IsString({ message: 'Invalid credentials' })
  @MaxLength(100, { message: 'Invalid credentials' })
  username: string;

  @ApiProperty({ format: 'password' })
  @Required()
  @IsString({ message: 'Invalid credentials' })
  @MaxLength(1024, { message: 'Invalid credentials' })
  password: string;
}
