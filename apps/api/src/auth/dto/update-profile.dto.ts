import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsNotEmpty, IsObject, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { VALIDATION_MESSAGES } from '@phonehub/domain';
import { OptionalNotNull } from '../../common/validation/field.decorators';
import { AddressDto } from './address.dto';
import { AccountEmailField, NameField, PhoneField } from './user-fields.decorators';

/** Every field optional; a field that is sent must be valid (null only clears the address). */
export class UpdateProfileDto {
  @OptionalNotNull()
  @IsNotEmpty({ message: VALIDATION_MESSAGES.requiredFields })
  @NameField('Jamie', false)
  first_name?: string;

  @OptionalNotNull()
  @IsNotEmpty({ message: VALIDATION_MESSAGES.requiredFields })
  @NameField('Rivera', false)
  last_name?: string;

  @OptionalNotNull()
  @IsNotEmpty({ message: VALIDATION_MESSAGES.requiredFields })
  @AccountEmailField(false)
  email?: string;

  @OptionalNotNull()
  @IsNotEmpty({ message: VALIDATION_MESSAGES.requiredFields })
  @PhoneField(false)
  phone?: string;

  @ApiPropertyOptional({ format: 'password', description: 'Required to change the email' })
  @IsOptional()
  @IsString({ message: 'Current password is incorrect' })
  @MaxLength(1024, { message: 'Current password is incorrect' })
  current_password?: string;

  @ApiPropertyOptional({ type: AddressDto, nullable: true })
  @IsOptional()
  @IsObject({ message: 'Please enter a complete address' })
  @ValidateNested()
  @Type(() => AddressDto)
  address?: AddressDto | null;
}
