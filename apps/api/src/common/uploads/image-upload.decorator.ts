import { applyDecorators, createParamDecorator, Post, type ExecutionContext } from '@nestjs/common';
import { ApiConsumes } from '@nestjs/swagger';
import { RateLimited } from '../decorators/rate-limited.decorator';
import { readImageUpload, type UploadRequest } from './multipart';

/**
 * An image upload route (trade photos, product images, support attachments): a POST taking one
 * multipart file, under the per-IP limit. Its path must also stand in IMAGE_UPLOAD_ROUTES, the only
 * routes that accept a multipart body.
 */
export const ImageUploadRoute = (path: string) =>
  applyDecorators(RateLimited(), Post(path), ApiConsumes('multipart/form-data'));

/**
 * The uploaded image's bytes, read once guards have let the request through (readImageUpload's 415,
 * 400 and 413 apply). A promise: the handler awaits it, so its errors take the shared error path.
 */
export const UploadedImage = createParamDecorator(
  (_data: unknown, context: ExecutionContext): Promise<Buffer> =>
    readImageUpload(context.switchToHttp().getRequest<UploadRequest>()),
);
