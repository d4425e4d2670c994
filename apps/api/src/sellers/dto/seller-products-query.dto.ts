import type { SellerProductsQuery } from '@phonehub/contracts';
import { PageQueryDto, SortBy } from '../../common/paging/page-query.dto';

export const SELLER_PRODUCT_SORTS = ['created_at', 'name', 'price', 'stock_quantity'] as const;

/** GET /api/seller/products: newest first unless sorted; search matches name, brand or model. */
export class SellerProductsQueryDto extends PageQueryDto implements SellerProductsQuery {
  @SortBy(SELLER_PRODUCT_SORTS)
  sort?: string;
}
