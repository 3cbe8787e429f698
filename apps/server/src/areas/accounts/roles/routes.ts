import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS, PAGES } from '@fleet/contracts';
import { actorOf } from '../../../http/access-plugin.js';
import { served } from '../../../http/endpoint-route.js';
import type { RoleService } from './role-service.js';

export const roleRoutes: FastifyPluginAsyncZod<{
  roles: RoleService;
  productSlug: string;
}> = async (app, { roles, productSlug }) => {
  app.route({
    ...served(ENDPOINTS.roleUsers, productSlug),
    handler: async () => ({ data: await roles.listUsersAndRoles() }),
  });

  app.route({
    ...served(ENDPOINTS.roleResources, productSlug),
    handler: async (req) => ({ data: await roles.resources(req.body, req.body.type) }),
  });

  app.route({
    ...served(ENDPOINTS.addRoleResources, productSlug),
    handler: async (req) => ({
      data: await roles.replace(actorOf(req), req.body, req.body.type, req.body.keys),
    }),
  });

  app.route({
    ...served(ENDPOINTS.allPages, productSlug),
    handler: () => ({
      data: PAGES.map(({ key, path, group, name_vi, name_en, screen }) => ({
        key,
        path,
        group,
        name_vi,
        name_en,
        screen,
      })),
    }),
  });

  app.route({
    ...served(ENDPOINTS.createRole, productSlug),
    handler: async (req, reply) =>
      reply.status(201).send({ data: await roles.createRole(req.body) }),
  });

  app.route({
    ...served(ENDPOINTS.deleteRole, productSlug),
    handler: async (req) => {
      await roles.deleteRole(req.body.name);
      return { data: { ok: true as const } };
    },
  });
};
