import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  ENDPOINTS,
  ORDER_IMAGE_MAX_BYTES,
  ORDER_IMAGE_MAX_FILES,
  ZOrderCode,
} from '@fleet/contracts';
import { actorOf } from '../../../http/access-plugin.js';
import { AppError, invalidField } from '../../../http/app-error.js';
import { attachment } from '../../../http/attachment.js';
import { served } from '../../../http/endpoint-route.js';
import type {
  OrderImageService,
  OrderImageUpload,
  StoredOrderImage,
} from './order-image-service.js';

/** The TMS names the order `ma_don_hang`; English clients send `order_code`. */
const ORDER_FIELDS = new Set(['ma_don_hang', 'order_code']);

function coordinate(text: string | undefined, field: 'lat' | 'lon'): number | null {
  if (text === undefined || text.trim() === '') return null;
  const value = Number(text);
  const limit = field === 'lat' ? 90 : 180;
  if (!Number.isFinite(value) || Math.abs(value) > limit)
    throw invalidField(field, 'between', { min: -limit, max: limit });
  return value;
}

/** Photos stream to the blob store as they arrive; the fields may come before or after them. */
async function receiveImages(
  req: FastifyRequest,
  images: OrderImageService,
): Promise<OrderImageUpload> {
  if (!req.isMultipart())
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the photos as multipart/form-data');
  const stored: StoredOrderImage[] = [];
  const fields: Record<string, string> = {};
  try {
    for await (const part of req.parts({
      limits: { fileSize: ORDER_IMAGE_MAX_BYTES + 1, files: ORDER_IMAGE_MAX_FILES },
    })) {
      if (part.type === 'file') stored.push(await images.receive(part.file, part.filename));
      else fields[part.fieldname] = String(part.value);
    }
    if (stored.length === 0) throw invalidField('files', 'required');
    const code = Object.entries(fields).find(([name]) => ORDER_FIELDS.has(name))?.[1];
    const orderCode = ZOrderCode.safeParse(code ?? '');
    if (!orderCode.success) throw invalidField('ma_don_hang', 'required');
    return {
      orderCode: orderCode.data,
      lat: coordinate(fields.lat, 'lat'),
      lon: coordinate(fields.lon, 'lon'),
      images: stored,
    };
  } catch (error) {
    await images.discard(stored);
    throw error;
  }
}

export const orderImageRoutes: FastifyPluginAsyncZod<{ images: OrderImageService }> = async (
  app,
  { images },
) => {
  app.route({
    ...served(ENDPOINTS.uploadOrderImage),
    handler: async (req, reply) => {
      const upload = await receiveImages(req, images);
      return reply.status(201).send({ data: await images.save(actorOf(req), upload) });
    },
  });

  app.route({
    ...served(ENDPOINTS.orderImages),
    handler: async (req) => ({ data: await images.list(actorOf(req), req.body.order_code) }),
  });

  app.route({
    ...served(ENDPOINTS.orderImageFile),
    handler: async (req, reply) => {
      const { row, body } = await images.open(actorOf(req), req.params.id);
      return attachment(reply, row.name, row.content_type, true)
        .header('cache-control', 'private, max-age=3600')
        .send(body);
    },
  });
};
