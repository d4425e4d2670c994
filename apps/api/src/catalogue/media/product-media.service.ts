import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ProductImageNotFoundError } from '../catalogue.errors';
import {
  ILLUSTRATION_VIEWS,
  renderProductIllustration,
  type IllustrationSubject,
  type IllustrationView,
} from './product-illustration';

/** `<sku>-<view>.svg`, e.g. apple-iphone-15-pro-128gb-natural-titanium-excellent-front.svg */
const FILE = new RegExp(`^([a-z0-9][a-z0-9-]{0,99})-(${ILLUSTRATION_VIEWS.join('|')})\\.svg$`);

@Injectable()
export class ProductMediaService {
  constructor(private readonly dataSource: DataSource) {}

  /** The picture of a product by its sku; unknown names and skus are 404s. */
  async render(file: string): Promise<string> {
    const match = FILE.exec(file);
    if (!match) throw new ProductImageNotFoundError();
    const [, sku, view] = match;
    const [subject] = await this.dataSource.query<IllustrationSubject[]>(
      'SELECT name, brand, model, category, subcategory, color, storage FROM products WHERE sku = $1',
      [sku],
    );
    if (!subject) throw new ProductImageNotFoundError();
    return renderProductIllustration(subject, view as IllustrationView);
  }
}
