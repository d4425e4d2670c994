import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  Allow,
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  IsObject,
  IsOptional,
  IsString,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import type { ConditionPrices, DevicePricingRequest, DeviceTypeName } from '@phonehub/contracts';
import { DEFAULT_STORAGE_OPTIONS, DEVICE_TYPES } from '@phonehub/domain';
import { DollarsField } from '../../common/validation/field.decorators';
import { BrandField, ModelField } from './device-fields';

const STORAGE = 'storage_options must be a list of up to 10 sizes such as 128GB, each at most 20 characters';

export class ConditionPricesDto implements Partial<ConditionPrices> {
  @ApiPropertyOptional({ example: 520 })
  @IsOptional()
  @DollarsField('excellent')
  excellent?: number;

  @ApiPropertyOptional({ example: 460 })
  @IsOptional()
  @DollarsField('very_good')
  very_good?: number;

  @ApiPropertyOptional({ example: 390 })
  @IsOptional()
  @DollarsField('good')
  good?: number;

  @ApiPropertyOptional({ example: 290 })
  @IsOptional()
  @DollarsField('fair')
  fair?: number;
}

/** Spec: storage options are split on commas and trimmed; a list or a comma-separated text is taken. */
const splitStorage = (value: unknown) => {
  const list = typeof value === 'string' ? value.split(',') : value;
  if (!Array.isArray(list)) return value;
  const trimmed = list.map((item: unknown) => (typeof item === 'string' ? item.trim() : item));
  return trimmed.filter((item) => item !== '');
};

/** POST and PUT body. PUT may send back the whole object it read: id and timestamps are ignored. */
export class DevicePricingDto implements DevicePricingRequest {
  @BrandField()
  brand: string;

  @ModelField()
  model: string;

  @ApiPropertyOptional({ enum: DEVICE_TYPES, description: "Default: what the model's name says" })
  @IsOptional()
  @IsIn(DEVICE_TYPES, { message: `device_type must be one of: ${DEVICE_TYPES.join(', ')}` })
  device_type?: DeviceTypeName;

  @ApiPropertyOptional({ example: ['128GB', '256GB'], default: [...DEFAULT_STORAGE_OPTIONS] })
  @IsOptional()
  @Transform(({ value }) => splitStorage(value))
  @IsArray({ message: STORAGE })
  @ArrayMinSize(1, { message: STORAGE })
  @ArrayMaxSize(10, { message: STORAGE })
  @IsString({ each: true, message: STORAGE })
  @MaxLength(20, { each: true, message: STORAGE })
  storage_options?: string[];

  @ApiPropertyOptional({ type: ConditionPricesDto })
  @IsOptional()
  @IsObject({ message: 'condition_prices must be an object of excellent, very_good, good and fair' })
  @ValidateNested()
  @Type(() => ConditionPricesDto)
  condition_prices?: ConditionPricesDto;

  @ApiPropertyOptional({ example: 999, default: 0 })
  @IsOptional()
  @DollarsField('base_price')
  base_price?: number;

  @Allow()
  id?: unknown;

  @Allow()
  created_at?: unknown;

  @Allow()
  updated_at?: unknown;
}
