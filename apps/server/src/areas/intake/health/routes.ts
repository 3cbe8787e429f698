import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS, type TAlarmFileCounts, type TInstanceWarning } from '@fleet/contracts';
import { served } from '../../../http/endpoint-route.js';
import type { DevicePorts } from '../../platform/index.js';
import { droppedAttributes } from '../ingest/device-attributes.js';
import { intakeCounts, type IntakeCounts } from '../ingest/intake-counts.js';
import type { HealthReasons } from './health-reasons.js';
import type { FeedFigures } from '../../reports/index.js';

/**
 * `/api/health`: 200 only when this instance can store fixes and files and take devices;
 * otherwise 503 naming each problem, so a balancer or an orchestrator leaves it out.
 */
export const healthRoutes: FastifyPluginAsyncZod<{
  engine: 'pglite' | 'postgres';
  warnings: readonly TInstanceWarning[];
  reasons: HealthReasons;
  ports: Pick<DevicePorts, 'status'>;
  feed: { figures(): Promise<FeedFigures> };
  alarmFiles: () => TAlarmFileCounts;
}> = async (app, { engine, warnings, reasons, ports, feed, alarmFiles }) => {
  const route = served(ENDPOINTS.health);
  app.route({
    ...route,
    // 503 names what is wrong, in the same shape: a monitor reads one body.
    schema: {
      ...route.schema,
      response: { ...route.schema.response, 503: ENDPOINTS.health.response },
    },
    handler: async (_req, reply) => {
      const problems = await reasons.current();
      const failing = problems.length > 0;
      return reply.status(failing ? 503 : 200).send({
        data: {
          status: failing ? ('unavailable' as const) : ('ok' as const),
          reasons: [...new Set(problems.map((problem) => problem.reason))],
          problems,
          database: engine,
          uptime_s: Math.round(process.uptime()),
          dropped_attributes: droppedAttributes(),
          intake: intakeOf(intakeCounts()),
          warnings: [...warnings],
          device_ports: ports.status(),
          alarm_files: alarmFiles(),
          // Read from the database: unknown (null) while the database is away.
          authority_feed: await feed.figures().catch(() => null),
        },
      });
    },
  });
};

const intakeOf = (counts: IntakeCounts) => ({
  unknown_driver_ids: counts.unknownDriverIds,
  jt808_wrong_check_code: { taken: counts.checkCodeTaken, refused: counts.checkCodeRefused },
});
