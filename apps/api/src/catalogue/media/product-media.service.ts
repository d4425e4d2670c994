import { Injectable } from '@nestjs/common';
import {
  ILLUSTRATION_VIEWS,
  type IllustrationSubject,
  type IllustrationView,
  isUuid,
  renderProductIllustration,
} from '@phonehub/server-catalogue';
import { DataSource } from 'typeorm';
import { CatalogueErrors } from '../catalogue.errors';

/**
 * `<sku>-<view>.svg`, e.g. apple-iphone-15-pro-128gb-natural-titanium-excellent-front.svg, or
 * `<id>-<view>.svg` for a product without a sku (added by the admin or a seller, no photo yet).
 */
const FILE = new RegExp(`^([a-z0-9][a-z0-9-]{0,99})-(${ILLUSTRATION_VIEWS.join('|')})\\.svg$`);

@Injectable()
export class ProductMediaService {
  constructor(private readonly dataSource: DataSource) {}

  /** The picture of a product by its sku or id; unknown names, skus and ids are 404s. */
  async render(file: string): Promise<string> {
    const match = FILE.exec(file);
    if (!match) throw CatalogueErrors.imageNotFound();
    const [, key, view] = match;
    const [subject] = await this.dataSource.query<IllustrationSubject[]>(
      `SELECT name, brand, model, category, subcategory, color, storage FROM products WHERE ${isUuid(key) ? 'id = $1::uuid' : 'sku = $1'}`,
      [key],
    );
    if (!subject) throw CatalogueErrors.imageNotFound();
    return renderProductIllustration(subject, view as IllustrationView);
  }
}
