import { randomUUID } from 'node:crypto';
import type { Product, ProductListResponse } from '@phonehub/contracts';
import { useTestApp } from './support/test-app';

// Issue 16 item 13 over HTTP: until a photo is uploaded a product shows drawings of its own device
// family in its listed colour, with no printed text; an uploaded photo replaces the drawings.

const PHOTO = '/api/products/images/0123456789abcdef0123456789abcdef.jpg';

describe('product drawings', () => {
  const { t, api } = useTestApp();
  const brand = `Drawn${randomUUID().slice(0, 8)}`;

  async function addProduct(
    model: string,
    color: string,
    images: string[],
    sku: string | null = null,
  ): Promise<string> {
    const [row] = await t.db.query(
      `INSERT INTO products (sku, name, brand, model, price_cents, condition, condition_description, storage, color,
         category, subcategory, description, images, specifications, stock_quantity, is_active)
       VALUES ($1, $2, $3, $4, 49900, 'Good', 'Light scratches', '128GB', $5, 'smartphones', 'iOS', 'A phone.',
         $6, '{}', 3, true)
       RETURNING id`,
      [sku, `${brand} ${model}`, brand, model, color, images],
    );
    return row.id;
  }

  const svg = async (url: string) => {
    const res = await api.get<string>(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    return res.body;
  };

  it('draws a product without pictures from its id: an iPhone 13 with a notch, in Mint, with no text', async () => {
    const id = await addProduct('iPhone 13', 'Mint', []);
    const product = (await api.get<Product>(`/api/products/${id}`)).body;
    expect(product.images).toEqual(
      ['front', 'back', 'side'].map((view) => `/api/media/products/${id}-${view}.svg`),
    );
    expect(product.image_url).toBe(`/api/media/products/${id}-front.svg`);

    const front = await svg(product.images[0]);
    expect(front).toContain('<g class="notch">');
    expect(front).not.toContain('class="island"');
    expect(front).toContain('fill="#b6e0c8"');
    expect(front).not.toMatch(/<text/);
    expect(await svg(product.images[1])).toContain('<g class="camera-apple-diagonal">');
  });

  it('draws an iPhone 15 stored with its own drawings with the Dynamic Island pill', async () => {
    const sku = `e2e-drawn-${randomUUID().slice(0, 8)}`;
    const drawings = ['front', 'back', 'side'].map((view) => `/api/media/products/${sku}-${view}.svg`);
    const id = await addProduct('iPhone 15', 'Pink', drawings, sku);
    expect((await api.get<Product>(`/api/products/${id}`)).body.images).toEqual(drawings);
    expect(await svg(drawings[0])).toContain('<g class="island">');
  });

  it('shows an uploaded photo instead of the drawings, on the product page and in the listing', async () => {
    const sku = `e2e-drawn-${randomUUID().slice(0, 8)}`;
    const drawings = ['front', 'back'].map((view) => `/api/media/products/${sku}-${view}.svg`);
    const id = await addProduct('Galaxy S23', 'Cream', [...drawings, PHOTO], sku);
    expect((await api.get<Product>(`/api/products/${id}`)).body).toMatchObject({
      images: [PHOTO],
      image_url: PHOTO,
    });
    const listing = (await api.get<ProductListResponse>(`/api/products?brand=${brand}&limit=48`)).body;
    expect(listing.products.find((p) => p.id === id)).toMatchObject({ images: [PHOTO], image_url: PHOTO });
  });

  it('answers 404 for the drawing of an id no product has', async () => {
    expect((await api.get(`/api/media/products/${randomUUID()}-front.svg`)).status).toBe(404);
  });
});
