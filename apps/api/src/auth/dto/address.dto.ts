import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import { checkZip, VALIDATION_MESSAGES } from '@phonehub/domain';
import { Required, Satisfies, Trim } from '../../common/validation/field.decorators';

/**
 * A required, trimmed line of the address, with the spec's own sentences for each failure. Listed
 * length first: a value that is not text fails both, and the length sentence is the one answered.
 */
const AddressLine = (max: number, invalid: string, tooLong: string) =>
  applyDecorators(Required(), Trim(), MaxLength(max, { message: tooLong }), IsString({ message: invalid }));

export class AddressDto {
  @ApiProperty({ example: '200 Market Street' })
  @AddressLine(200, 'Please enter a valid street address', 'Street must be at most 200 characters')
  street: string;

  @ApiProperty({ example: 'San Francisco' })
  @AddressLine(100, 'Please enter a valid city', 'City must be at most 100 characters')
  city: string;

  @ApiProperty({ example: 'CA' })
  @AddressLine(100, 'Please enter a valid state', 'State must be at most 100 characters')
  state: string;

  @ApiProperty({ example: '94105' })
  @Required()
  @Trim()
  @Satisfies(checkZip, VALIDATION_MESSAGES.zip)
  zipCode: string;

  @ApiProperty({ example: 'United States' })
  @AddressLine(100, 'Please enter a valid country', 'Country must be at most 100 characters')
  country: string;
}
