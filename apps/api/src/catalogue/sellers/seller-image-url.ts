/** Where a seller's uploaded product image is served from (POST /api/seller/products/images answers it). */
export const SELLER_IMAGE_ROUTE = '/api/products/images';

export const sellerImageUrl = (id: string) => `${SELLER_IMAGE_ROUTE}/${id}`;

/** A product's image must be one of the sellers' uploads (an id as the image store makes them). */
export const SELLER_IMAGE_URL_PATTERN = /^\/api\/products\/images\/[0-9a-f]{32}\.(jpg|png|webp)$/;
