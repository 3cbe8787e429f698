import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '@fleet/contracts';
import { actorOf } from '../../../http/access-plugin.js';
import { AppError, invalidField } from '../../../http/app-error.js';
import { served } from '../../../http/endpoint-route.js';
import type { AvatarStore } from './avatar-store.js';
import { AVATAR_MAX_BYTES } from './avatar-store.js';
import type { UserService } from './user-service.js';

const ok = { data: { ok: true as const } };

export const userRoutes: FastifyPluginAsyncZod<{
  users: UserService;
  avatars: AvatarStore;
}> = async (app, { users, avatars }) => {
  app.route({
    ...served(ENDPOINTS.login),
    handler: async (req) => ({
      data: await users.login(req.body.username, req.body.password, req.ip),
    }),
  });

  app.route({
    ...served(ENDPOINTS.userInfo),
    handler: async (req) => ({ data: await users.getInfo(req.body.username) }),
  });

  app.route({
    ...served(ENDPOINTS.validateSession),
    handler: async (req) => ({ data: await users.getInfo(actorOf(req).username) }),
  });

  app.route({
    ...served(ENDPOINTS.createUser),
    handler: async (req, reply) => {
      const user = await users.create(actorOf(req), req.body);
      return reply.status(201).send({ data: user });
    },
  });

  app.route({
    ...served(ENDPOINTS.deleteUser),
    handler: async (req) => {
      await users.delete(actorOf(req), req.body.username);
      return ok;
    },
  });

  app.route({
    ...served(ENDPOINTS.resetPassword),
    handler: async (req) => {
      await users.resetPassword(actorOf(req), req.body.username, req.body.new_password);
      return ok;
    },
  });

  app.route({
    ...served(ENDPOINTS.updateUser),
    handler: async (req) => ({ data: await users.update(actorOf(req), req.body) }),
  });

  app.route({
    ...served(ENDPOINTS.userList),
    handler: async (req) => ({ data: await users.list(req.body ?? {}) }),
  });

  app.route({
    ...served(ENDPOINTS.logout),
    handler: async (req) => {
      await users.logout(actorOf(req));
      return ok;
    },
  });

  app.route({
    ...served(ENDPOINTS.changePassword),
    handler: async (req) => {
      await users.changePassword(
        actorOf(req),
        req.body.current_password,
        req.body.new_password,
        req.ip,
      );
      return ok;
    },
  });

  app.route({
    ...served(ENDPOINTS.uploadAvatar),
    handler: async (req) => {
      if (!req.isMultipart()) {
        throw new AppError(
          'UNSUPPORTED_MEDIA_TYPE',
          'Send the avatar as multipart/form-data, field "file"',
        );
      }
      const file = await req.file({ limits: { fileSize: AVATAR_MAX_BYTES, files: 1 } });
      if (!file) throw invalidField('file', 'required');
      return { data: { avatar: await avatars.save(file.file) } };
    },
  });

  app.route({
    ...served(ENDPOINTS.avatarFile),
    handler: async (req, reply) => {
      const { stream, type } = await avatars.open(req.params.file);
      return reply
        .header('content-type', type)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(stream);
    },
  });
};
