import { toCents } from '@phonehub/domain';
import type { AdminProductDto } from './dto/admin-catalogue.dto';
import type { ProductEntity } from './entities/product.entity';

/** The fields the admin's and the sellers' product forms share (the admin's model is optional). */
export type ProductFormFields = Omit<AdminProductDto, 'battery_health'>;

/** What a form's left-out fields take: each form has its own (the admin's product is Used, a seller's Good). */
export interface ProductFormDefaults {
  condition: NonNullable<ProductFormFields['condition']>;
  category: NonNullable<ProductFormFields['category']>;
  stock_quantity: number;
}

/** The product's columns from the shared form fields (money in cents); PUT replaces, so left out is default. */
export function formColumns(dto: ProductFormFields, defaults: ProductFormDefaults): Partial<ProductEntity> {
  return {
    name: dto.name,
    brand: dto.brand,
    model: dto.model ?? '',
    priceCents: toCents(dto.price),
    originalPriceCents: dto.original_price == null ? null : toCents(dto.original_price),
    condition: dto.condition ?? defaults.condition,
    category: dto.category ?? defaults.category,
    storage: dto.storage ?? null,
    color: dto.color ?? null,
    description: dto.description ?? '',
    images: dto.images ?? [],
    specifications: dto.specifications ?? {},
    stockQuantity: dto.stock_quantity ?? defaults.stock_quantity,
  };
}
