import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAvatarResponse,
  ZChangePasswordRequest,
  ZCreateUserRequest,
  ZDeleteUserRequest,
  ZGetInfoRequest,
  ZLoginRequest,
  ZLoginResponse,
  ZOk,
  ZResetPasswordRequest,
  ZUpdateUserRequest,
  ZUserListRequest,
  ZUserListResponse,
  ZUserResponse,
} from '@fleet/contracts';
import { actorOf } from '../../http/access-plugin.js';
import { AppError, invalidField } from '../../http/app-error.js';
import type { AvatarStore } from './avatar-store.js';
import { AVATAR_MAX_BYTES } from './avatar-store.js';
import type { UserService } from './user-service.js';

const ok = { data: { ok: true as const } };

export const userRoutes: FastifyPluginAsyncZod<{
  users: UserService;
  avatars: AvatarStore;
}> = async (app, { users, avatars }) => {
  app.post(
    '/user/login',
    { schema: { body: ZLoginRequest, response: { 200: ZLoginResponse } } },
    async (req) => ({
      data: await users.login(req.body.username, req.body.password, req.ip),
    }),
  );

  app.post(
    '/user/get_info',
    { schema: { body: ZGetInfoRequest, response: { 200: ZUserResponse } } },
    async (req) => ({
      data: await users.getInfo(req.body.username),
    }),
  );

  app.get('/user/validate', { schema: { response: { 200: ZUserResponse } } }, async (req) => ({
    data: await users.getInfo(actorOf(req).username),
  }));

  app.post(
    '/user/create',
    { schema: { body: ZCreateUserRequest, response: { 201: ZUserResponse } } },
    async (req, reply) => {
      const user = await users.create(actorOf(req), req.body);
      return reply.status(201).send({ data: user });
    },
  );

  app.delete(
    '/user/delete',
    { schema: { body: ZDeleteUserRequest, response: { 200: ZOk } } },
    async (req) => {
      await users.delete(actorOf(req), req.body.username);
      return ok;
    },
  );

  app.put(
    '/user/reset_password',
    { schema: { body: ZResetPasswordRequest, response: { 200: ZOk } } },
    async (req) => {
      await users.resetPassword(actorOf(req), req.body.username, req.body.new_password);
      return ok;
    },
  );

  app.put(
    '/user/update_info',
    { schema: { body: ZUpdateUserRequest, response: { 200: ZUserResponse } } },
    async (req) => ({
      data: await users.update(actorOf(req), req.body),
    }),
  );

  app.post(
    '/api/user/list',
    { schema: { body: ZUserListRequest, response: { 200: ZUserListResponse } } },
    async (req) => ({
      data: await users.list(req.body ?? {}),
    }),
  );

  app.post('/api/user/logout', { schema: { response: { 200: ZOk } } }, async (req) => {
    await users.logout(actorOf(req));
    return ok;
  });

  app.post(
    '/api/user/change_password',
    { schema: { body: ZChangePasswordRequest, response: { 200: ZOk } } },
    async (req) => {
      await users.changePassword(
        actorOf(req),
        req.body.current_password,
        req.body.new_password,
        req.ip,
      );
      return ok;
    },
  );

  app.post('/api/user/avatar', { schema: { response: { 200: ZAvatarResponse } } }, async (req) => {
    if (!req.isMultipart()) {
      throw new AppError(
        'UNSUPPORTED_MEDIA_TYPE',
        'Send the avatar as multipart/form-data, field "file"',
      );
    }
    const file = await req.file({ limits: { fileSize: AVATAR_MAX_BYTES, files: 1 } });
    if (!file) throw invalidField('file', 'required');
    return { data: { avatar: await avatars.save(file.file) } };
  });

  app.get(
    '/api/avatars/:file',
    { schema: { params: z.object({ file: z.string().max(64) }) } },
    async (req, reply) => {
      const { stream, type } = await avatars.open(req.params.file);
      return reply
        .header('content-type', type)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(stream);
    },
  );
};
