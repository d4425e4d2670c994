import multipart from '@fastify/multipart';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { TRADE_IMAGE_MAX_BYTES } from '@phonehub/domain';
import { UnsupportedMediaTypeJsonError } from '../trade.errors';

export const TRADE_IMAGE_ROUTE = '/api/trade/images';

/**
 * Multipart bodies are accepted by the trade photo upload only: any other route answers them with
 * the same 415 as any non-JSON body. Files are streamed, so the 1 MB JSON body limit does not apply.
 */
export async function registerTradeUploads(app: NestFastifyApplication): Promise<void> {
  // @fastify/multipart is typed against the workspace's fastify, Nest runs its own copy of fastify 5.
  await app.register(multipart as unknown as Parameters<NestFastifyApplication['register']>[0], {
    limits: { fileSize: TRADE_IMAGE_MAX_BYTES, files: 1, fields: 0, parts: 1, headerPairs: 50 },
  });
  const fastify = app.getHttpAdapter().getInstance();
  fastify.addHook('preValidation', async (request) => {
    const type = request.headers['content-type'];
    if (
      typeof type === 'string' &&
      /^\s*multipart\//i.test(type) &&
      request.routeOptions.url !== TRADE_IMAGE_ROUTE
    )
      throw new UnsupportedMediaTypeJsonError();
  });
}
