import { Injectable } from '@nestjs/common';
import type { Paged, SellerProduct } from '@phonehub/contracts';
import type { PolicyUser } from '@phonehub/domain';
import type { SellerProductSort } from '@phonehub/server-catalogue';
import { parseSort } from '../common/paging/paged';
import type { SellerProductDto } from '../catalogue/sellers/seller-product.dto';
import { SellerCatalogueService, type OwnProduct } from '../catalogue/sellers/seller-catalogue.service';
import { OrdersService } from '../orders/orders.service';
import type { SellerProductsQueryDto } from './dto/seller-products-query.dto';

/** A seller's own products: the catalogue writes and reads them, the orders module counts their sales. */
@Injectable()
export class SellerProductsService {
  constructor(
    private readonly catalogue: SellerCatalogueService,
    private readonly orders: OrdersService,
  ) {}

  async list(seller: PolicyUser, query: SellerProductsQueryDto): Promise<Paged<SellerProduct>> {
    const { field, direction } = parseSort<SellerProductSort>(query.sort, '-created_at');
    const page = await this.catalogue.listOwn(seller.id, {
      page: query.page,
      page_size: query.page_size,
      search: query.search,
      sort: field,
      direction,
    });
    return { ...page, items: await this.withUnitsSold(page.items) };
  }

  async create(seller: PolicyUser, dto: SellerProductDto): Promise<SellerProduct> {
    const [product] = await this.withUnitsSold([await this.catalogue.create(seller, dto)]);
    return product;
  }

  async update(seller: PolicyUser, id: string, dto: SellerProductDto): Promise<SellerProduct> {
    const [product] = await this.withUnitsSold([await this.catalogue.update(seller, id, dto)]);
    return product;
  }

  remove(seller: PolicyUser, id: string): Promise<void> {
    return this.catalogue.remove(seller, id);
  }

  private async withUnitsSold(products: OwnProduct[]): Promise<SellerProduct[]> {
    const sold = await this.orders.unitsSold(products.map((p) => p.id));
    return products.map((product) => ({ ...product, units_sold: sold.get(product.id) ?? 0 }));
  }
}
