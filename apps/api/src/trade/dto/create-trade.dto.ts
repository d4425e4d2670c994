import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsDefined,
  IsIn,
  IsObject,
  IsOptional,
  IsString,
  Length,
  Matches,
  ValidateNested,
} from 'class-validator';
import type { CreateTradeRequest, TradeConditionName, TradeImageRef } from '@phonehub/contracts';
import { Type } from 'class-transformer';
import {
  checkEmail,
  checkName,
  checkPhone,
  checkSerialOrImei,
  checkZip,
  TRADE_CONDITIONS,
  TRADE_IMAGES_MAX,
  TRADE_IMAGES_MIN,
  TRADE_MESSAGES,
  VALIDATION_MESSAGES,
} from '@phonehub/domain';
import {
  LongTextField,
  OneLine,
  Required,
  SafeText,
  Satisfies,
  TextField,
} from '../../common/validation/field.decorators';
import { BrandField, ModelField } from './device-fields';
import { TRADE_PARTNERS } from '../trade-partners';
import { IMAGE_ID_PATTERN } from '../../common/uploads/image-store';

export const TRADE_DESCRIPTION_MAX = 2000;

const PHOTO_NOT_FOUND = 'One of the photos was not found. Please upload it again.';
const PHOTO_NOT_YOURS = 'One of the photos was not uploaded by you. Please upload it again.';

/** A photo: the upload's id and the token that upload answered (proof it is the sender's). */
export class TradeImageRefDto implements TradeImageRef {
  @ApiProperty({ example: '0123456789abcdef0123456789abcdef.jpg' })
  @IsString({ message: PHOTO_NOT_FOUND })
  @Matches(IMAGE_ID_PATTERN, { message: PHOTO_NOT_FOUND })
  id: string;

  @ApiProperty({ description: 'The token POST /api/trade/images answered with the id' })
  @IsString({ message: PHOTO_NOT_YOURS })
  @Length(1, 100, { message: PHOTO_NOT_YOURS })
  token: string;
}

/** Contact and address fields: required of guests (checked in the service), taken from the profile when signed in. */
const Contact =
  (check: Parameters<typeof Satisfies>[0], message: string) => (target: object, key: string | symbol) => {
    IsOptional()(target, key);
    OneLine()(target, key);
    SafeText()(target, key);
    Satisfies(check, message)(target, key);
  };

export class CreateTradeDto implements CreateTradeRequest {
  @ApiPropertyOptional({ example: 'Jamie' })
  @Contact(checkName, VALIDATION_MESSAGES.name)
  firstName?: string;

  @ApiPropertyOptional({ example: 'Rivera' })
  @Contact(checkName, VALIDATION_MESSAGES.name)
  lastName?: string;

  @ApiPropertyOptional({ example: 'jamie@example.com' })
  @Contact(checkEmail, VALIDATION_MESSAGES.email)
  email?: string;

  @ApiPropertyOptional({ example: '+1 (415) 555-0142' })
  @Contact(checkPhone, VALIDATION_MESSAGES.phone)
  phone?: string;

  @ApiPropertyOptional({ example: '200 Market Street' })
  @IsOptional()
  @TextField('street', 200)
  street?: string;

  @ApiPropertyOptional({ example: 'San Francisco' })
  @IsOptional()
  @TextField('city', 100)
  city?: string;

  @ApiPropertyOptional({ example: 'CA' })
  @IsOptional()
  @TextField('state', 100)
  state?: string;

  @ApiPropertyOptional({ example: '94105' })
  @Contact(checkZip, VALIDATION_MESSAGES.zip)
  zipCode?: string;

  @BrandField()
  brand: string;

  @ModelField()
  model: string;

  @ApiProperty({ example: '256GB' })
  @Required()
  @TextField('storage', 20)
  storage: string;

  @ApiPropertyOptional({ example: 'Natural Titanium' })
  @IsOptional()
  @TextField('color', 50)
  color?: string;

  @ApiProperty({ enum: TRADE_CONDITIONS })
  @Required()
  @IsIn(TRADE_CONDITIONS, { message: TRADE_MESSAGES.unknownCondition })
  condition: TradeConditionName;

  @ApiPropertyOptional({
    example: 'F2LXK9QWJ8PD',
    description:
      'A serial number (6-50 letters and digits) or an IMEI written any way (kept as its 15 digits, Luhn-checked); generated when left out',
  })
  @IsOptional()
  @OneLine()
  @SafeText()
  @Satisfies(checkSerialOrImei, VALIDATION_MESSAGES.serial)
  serialNumber?: string;

  @ApiPropertyOptional({ example: 'Light scratches on the back, battery health 91%' })
  @IsOptional()
  @LongTextField('description', TRADE_DESCRIPTION_MAX)
  description?: string;

  @ApiProperty({ type: [TradeImageRefDto], minItems: TRADE_IMAGES_MIN, maxItems: TRADE_IMAGES_MAX })
  @IsDefined({ message: TRADE_MESSAGES.images })
  @IsArray({ message: TRADE_MESSAGES.images })
  @ArrayMinSize(TRADE_IMAGES_MIN, { message: TRADE_MESSAGES.images })
  @ArrayMaxSize(TRADE_IMAGES_MAX, { message: TRADE_MESSAGES.images })
  @IsObject({ each: true, message: PHOTO_NOT_FOUND })
  @ValidateNested({ each: true, message: PHOTO_NOT_FOUND })
  @Type(() => TradeImageRefDto)
  images: TradeImageRefDto[];

  @ApiProperty({ enum: TRADE_PARTNERS.map((partner) => partner.id) })
  @Required()
  @IsIn(TRADE_PARTNERS.map((partner) => partner.id), { message: TRADE_MESSAGES.partner })
  tradePartner: string;
}
