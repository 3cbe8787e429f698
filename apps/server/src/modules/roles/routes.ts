import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PAGES,
  ZAddResourcesRequest,
  ZAllPagesResponse,
  ZCreateRoleRequest,
  ZDeleteRoleRequest,
  ZGetResourcesRequest,
  ZListUsersResponse,
  ZOk,
  ZResourcesResponse,
  ZRoleResponse,
} from '@fleet/contracts';
import { actorOf } from '../../http/access-plugin.js';
import type { RoleService } from './role-service.js';

export const roleRoutes: FastifyPluginAsyncZod<{
  roles: RoleService;
  productSlug: string;
}> = async (app, { roles, productSlug }) => {
  const base = `/${productSlug}/roles`;

  app.post(
    `${base}/get_list_users`,
    { schema: { response: { 200: ZListUsersResponse } } },
    async () => ({
      data: await roles.listUsersAndRoles(),
    }),
  );

  app.post(
    `${base}/get_resources`,
    { schema: { body: ZGetResourcesRequest, response: { 200: ZResourcesResponse } } },
    async (req) => ({ data: await roles.resources(req.body, req.body.type) }),
  );

  app.post(
    `${base}/add_resources`,
    { schema: { body: ZAddResourcesRequest, response: { 200: ZResourcesResponse } } },
    async (req) => ({
      data: await roles.replace(actorOf(req), req.body, req.body.type, req.body.keys),
    }),
  );

  app.post(`${base}/all_pages`, { schema: { response: { 200: ZAllPagesResponse } } }, () => ({
    data: PAGES.map(({ key, path, group, name_vi, name_en }) => ({
      key,
      path,
      group,
      name_vi,
      name_en,
    })),
  }));

  app.post(
    `${base}/create_role`,
    { schema: { body: ZCreateRoleRequest, response: { 201: ZRoleResponse } } },
    async (req, reply) => reply.status(201).send({ data: await roles.createRole(req.body) }),
  );

  app.post(
    `${base}/delete_role`,
    { schema: { body: ZDeleteRoleRequest, response: { 200: ZOk } } },
    async (req) => {
      await roles.deleteRole(req.body.name);
      return { data: { ok: true as const } };
    },
  );
};
