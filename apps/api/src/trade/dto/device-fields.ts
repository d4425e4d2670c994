import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Required, TextField } from '../../common/validation/field.decorators';

// The device's make and model: a trade request and the price list name them with the same rules.

export const BrandField = () =>
  applyDecorators(ApiProperty({ example: 'Apple' }), Required(), TextField('brand', 100));

export const ModelField = () =>
  applyDecorators(ApiProperty({ example: 'iPhone 15 Pro' }), Required(), TextField('model', 100));
