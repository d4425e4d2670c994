import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  Allow,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsObject,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  registerDecorator,
  ValidateNested,
  type ValidationArguments,
} from 'class-validator';
import type {
  CheckoutCartItem,
  CheckoutWithCreditRequest,
  ShippingAddress,
  ShippingMethodName,
} from '@phonehub/contracts';
import {
  ADDRESS_MESSAGES,
  CART_MAX_QUANTITY,
  CART_MIN_QUANTITY,
  CART_MESSAGES,
  checkEmail,
  checkPhone,
  checkPostalCode,
  regionCode,
  SHIPPING_COUNTRIES,
  SHIPPING_METHODS,
  shippingCountry,
  CHECKOUT_MAX_LINES,
} from '@phonehub/domain';
import { NormalizeEmail, Required, Satisfies, Trim } from '../../common/validation/field.decorators';

const SHIPPING_METHOD_NAMES = Object.keys(SHIPPING_METHODS) as ShippingMethodName[];

const Text = (field: string, max: number) =>
  applyDecorators(
    Trim(),
    IsString({ message: `${field} must be text` }),
    MaxLength(max, { message: `${field} must be at most ${max} characters` }),
  );

const COUNTRY_NAMES = SHIPPING_COUNTRIES.map((c) => c.name);

const countryOf = (args: ValidationArguments) => String((args.object as { country?: unknown }).country ?? '');

/**
 * Checks a field against the rest of the address (the region and postal code depend on the country),
 * with the shared rules the checkout form uses; `check` answers the message or null.
 */
function FitsCountry(check: (country: string, value: string) => string | null): PropertyDecorator {
  return (target: object, propertyName: string | symbol) => {
    registerDecorator({
      name: 'fitsCountry',
      target: target.constructor,
      propertyName: String(propertyName),
      validator: {
        // An unsupported country is the country's own error; nothing else is judged against it.
        validate: (value: unknown, args: ValidationArguments) =>
          !shippingCountry(countryOf(args)) ||
          (typeof value === 'string' && check(countryOf(args), value) === null),
        defaultMessage: (args?: ValidationArguments) =>
          (args && typeof args.value === 'string' && check(countryOf(args), args.value)) ||
          ADDRESS_MESSAGES.region,
      },
    });
  };
}

/** Only id and quantity count: name, price and image are accepted and ignored (prices come from the database). */
export class CheckoutCartItemDto implements CheckoutCartItem {
  @ApiProperty({ format: 'uuid' })
  @Required()
  @IsString({ message: 'Invalid product ID' })
  @MaxLength(100, { message: 'Invalid product ID' })
  id: string;

  @ApiProperty({ minimum: CART_MIN_QUANTITY, maximum: CART_MAX_QUANTITY })
  @Required()
  @IsInt({ message: CART_MESSAGES.invalidQuantity })
  @Min(CART_MIN_QUANTITY, { message: CART_MESSAGES.invalidQuantity })
  @Max(CART_MAX_QUANTITY, { message: CART_MESSAGES.invalidQuantity })
  quantity: number;

  @ApiPropertyOptional({ description: 'Ignored' })
  @Allow()
  name?: string;

  @ApiPropertyOptional({ description: 'Ignored: the price comes from the database' })
  @Allow()
  price?: number;

  @ApiPropertyOptional({ description: 'Ignored' })
  @Allow()
  image?: string;
}

export class ShippingAddressDto implements ShippingAddress {
  @ApiProperty()
  @Required()
  @Text('shipping_address.name', 100)
  name: string;

  @ApiProperty()
  @Required()
  @Text('shipping_address.address_line_1', 200)
  address_line_1: string;

  @ApiPropertyOptional({ nullable: true })
  @IsOptional()
  @Text('shipping_address.address_line_2', 200)
  address_line_2?: string | null;

  @ApiProperty()
  @Required()
  @Text('shipping_address.city', 100)
  city: string;

  /** The state's or province's code within the country; a name or any case is read as its code. */
  @ApiProperty({ example: 'CA' })
  @Required()
  @Transform(({ value, obj }) =>
    typeof value === 'string' ? (regionCode(obj.country, value) ?? value.trim()) : value,
  )
  @FitsCountry((country, value) => (regionCode(country, value) === value ? null : ADDRESS_MESSAGES.region))
  state: string;

  @ApiProperty({ example: '94107' })
  @Required()
  @Trim()
  @FitsCountry((country, value) => checkPostalCode(country, value))
  postal_code: string;

  /** One of the countries PhoneHub ships to, stored by name ('USA' or 'us' read as 'United States'). */
  @ApiProperty({ enum: COUNTRY_NAMES, example: 'United States' })
  @Required()
  @Transform(({ value }) =>
    typeof value === 'string' ? (shippingCountry(value)?.name ?? value.trim()) : value,
  )
  @IsIn(COUNTRY_NAMES, { message: ADDRESS_MESSAGES.country })
  country: string;

  @ApiPropertyOptional({ nullable: true })
  @IsOptional()
  @Trim()
  @Satisfies(checkPhone, 'Please enter a valid phone number')
  phone?: string | null;
}

export class CheckoutSessionDto implements CheckoutWithCreditRequest {
  @ApiProperty({ type: [CheckoutCartItemDto], minItems: 1, maxItems: CHECKOUT_MAX_LINES })
  @Required()
  @IsArray({ message: 'Your cart is empty' })
  @ArrayMinSize(1, { message: 'Your cart is empty' })
  @ArrayMaxSize(CHECKOUT_MAX_LINES, {
    message: `A checkout can hold at most ${CHECKOUT_MAX_LINES} different items`,
  })
  @ValidateNested({ each: true })
  @Type(() => CheckoutCartItemDto)
  cart_items: CheckoutCartItemDto[];

  @ApiProperty({ example: 'http://localhost:4200' })
  @Required()
  @IsString({ message: 'origin_url must be text' })
  @MaxLength(200, { message: 'origin_url must be at most 200 characters' })
  origin_url: string;

  @ApiProperty({ example: 'shopper@example.com' })
  @Required()
  @NormalizeEmail()
  @MaxLength(254, { message: 'Please enter a valid email address' })
  @Satisfies(checkEmail, 'Please enter a valid email address')
  email: string;

  @ApiProperty({ type: ShippingAddressDto })
  @Required()
  @IsObject({ message: 'Please fill in all required shipping information' })
  @ValidateNested()
  @Type(() => ShippingAddressDto)
  shipping_address: ShippingAddressDto;

  @ApiProperty({ enum: SHIPPING_METHOD_NAMES })
  @Required()
  @IsIn(SHIPPING_METHOD_NAMES, {
    message: `shipping_method must be one of ${SHIPPING_METHOD_NAMES.join(', ')}`,
  })
  shipping_method: ShippingMethodName;

  @ApiPropertyOptional({ description: "Signed-in shoppers: spend the account's store credit on this order" })
  @IsOptional()
  @IsBoolean({ message: 'apply_credit must be true or false' })
  apply_credit?: boolean;
}
