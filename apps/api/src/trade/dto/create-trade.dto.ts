import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsDefined,
  IsIn,
  IsOptional,
  IsString,
  Matches,
} from 'class-validator';
import type { CreateTradeRequest, TradeConditionName } from '@phonehub/contracts';
import {
  checkEmail,
  checkName,
  checkPhone,
  checkSerial,
  checkZip,
  TRADE_CONDITIONS,
  TRADE_IMAGES_MAX,
  TRADE_IMAGES_MIN,
  TRADE_MESSAGES,
  VALIDATION_MESSAGES,
} from '@phonehub/domain';
import { Required, Satisfies } from '../../common/validation/field.decorators';
import { TRADE_PARTNERS } from '../trade-partners';
import { IMAGE_ID_PATTERN } from '../uploads/trade-image-store';
import { LongTextField, OneLine, SafeText, TextField } from './trade-fields';

export const TRADE_DESCRIPTION_MAX = 2000;

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

  @ApiProperty({ example: 'Apple' })
  @Required()
  @TextField('brand', 100)
  brand: string;

  @ApiProperty({ example: 'iPhone 15 Pro' })
  @Required()
  @TextField('model', 100)
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

  @ApiPropertyOptional({ example: 'F2LXK9QWJ8PD', description: 'Generated when left out' })
  @IsOptional()
  @OneLine()
  @SafeText()
  @Satisfies(checkSerial, VALIDATION_MESSAGES.serial)
  serialNumber?: string;

  @ApiPropertyOptional({ example: 'Light scratches on the back, battery health 91%' })
  @IsOptional()
  @LongTextField('description', TRADE_DESCRIPTION_MAX)
  description?: string;

  @ApiProperty({ type: [String], minItems: TRADE_IMAGES_MIN, maxItems: TRADE_IMAGES_MAX })
  @IsDefined({ message: TRADE_MESSAGES.images })
  @IsArray({ message: TRADE_MESSAGES.images })
  @ArrayMinSize(TRADE_IMAGES_MIN, { message: TRADE_MESSAGES.images })
  @ArrayMaxSize(TRADE_IMAGES_MAX, { message: TRADE_MESSAGES.images })
  @IsString({ each: true, message: 'One of the photos was not found. Please upload it again.' })
  @Matches(IMAGE_ID_PATTERN, {
    each: true,
    message: 'One of the photos was not found. Please upload it again.',
  })
  images: string[];

  @ApiProperty({ enum: TRADE_PARTNERS.map((partner) => partner.id) })
  @Required()
  @IsIn(TRADE_PARTNERS.map((partner) => partner.id), { message: TRADE_MESSAGES.partner })
  tradePartner: string;
}
