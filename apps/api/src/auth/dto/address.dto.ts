import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import { checkZip, VALIDATION_MESSAGES } from '@phonehub/domain';
import { Required, Satisfies, Trim } from '../../common/validation/field.decorators';

export class AddressDto {
  @ApiProperty({ example: '200 Market Street' })
  @Required()
  @Trim()
  @IsString({ message: 'Please enter a valid street address' })
  @MaxLength(200, { message: 'Street must be at most 200 characters' })
  street: string;

  @ApiProperty({ example: 'San Francisco' })
  @Required()
  @Trim()
  @IsString({ message: 'Please enter a valid city' })
  @MaxLength(100, { message: 'City must be at most 100 characters' })
  city: string;

  @ApiProperty({ example: 'CA' })
  @Required()
  @Trim()
  @IsString({ message: 'Please enter a valid state' })
  @MaxLength(100, { message: 'State must be at most 100 characters' })
  state: string;

  @ApiProperty({ example: '94105' })
  @Required()
  @Trim()
  @Satisfies(checkZip, VALIDATION_MESSAGES.zip)
  zipCode: string;

  @ApiProperty({ example: 'United States' })
  @Required()
  @Trim()
  @IsString({ message: 'Please enter a valid country' })
  @MaxLength(100, { message: 'Country must be at most 100 characters' })
  country: string;
}
