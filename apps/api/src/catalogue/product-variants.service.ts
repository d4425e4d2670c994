import { Injectable } from '@nestjs/common';
import type { ProductVariants } from '@phonehub/contracts';
import { isUuid } from '@phonehub/server-catalogue';
import { DataSource } from 'typeorm';
import { CatalogueErrors } from './catalogue.errors';
import { toProductVariants, variantsStatement, type VariantRow } from './product-variants';

/** The listings of a product's model, for the product page's grade, storage and colour picker. */
@Injectable()
export class ProductVariantsService {
  constructor(private readonly dataSource: DataSource) {}

  /** One statement; not a view of the product (the page's own read counts that). */
  async forProduct(id: string): Promise<ProductVariants> {
    if (!isUuid(id)) throw CatalogueErrors.productNotFound();
    const { text, values } = variantsStatement(id);
    const rows = await this.dataSource.query<VariantRow[]>(text, values);
    if (rows.length === 0) throw CatalogueErrors.productNotFound();
    return toProductVariants(rows, id);
  }
}
