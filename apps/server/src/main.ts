import { ConfigError, loadConfig } from './config.js';
import { startDemoIfAsked } from './demo/launch.js';
import { startJt1078Server, startJt808Server, startOsmandServer } from './areas/intake/index.js';
import { startConsole } from './start.js';

const SHUTDOWN_LIMIT_MS = 9_500;

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }
  const fleet = await startConsole(config, { print: (line) => console.log(line) });
  await fleet.app.listen({ port: config.PORT, host: config.HOST });
  const osmand =
    config.OSMAND_PORT > 0
      ? await startOsmandServer(fleet.services.ingest, {
          port: config.OSMAND_PORT,
          host: config.HOST,
          log: fleet.app.log,
          ports: fleet.services.ports,
        })
      : null;
  // The registry tells other instances where this one is before terminals connect to it.
  await fleet.services.jt808.listening(fleet.app.server.address());
  const jt808 =
    config.JT808_PORT > 0
      ? await startJt808Server(fleet.services.jt808.context, {
          port: config.JT808_PORT,
          host: config.HOST,
          log: fleet.app.log,
          ports: fleet.services.ports,
          attachmentPort:
            config.JT808_ATTACHMENT_PORT > 0 ? config.JT808_ATTACHMENT_PORT : undefined,
          strictCheckCode: config.JT808_STRICT_CHECK_CODE,
        })
      : null;
  const jt1078 =
    config.JT1078_PORT > 0
      ? await startJt1078Server(
          { hub: fleet.services.jt1078.hub },
          {
            port: config.JT1078_PORT,
            host: config.HOST,
            log: fleet.app.log,
            ports: fleet.services.ports,
          },
        )
      : null;
  const demo = startDemoIfAsked(config, fleet);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    fleet.app.log.info({ signal }, 'shutting down');
    // Both ports stop accepting and answer what they read (with `Connection: close`), then
    // the jobs stop and the writer drains. An orchestrator kills after 10 s: never wait that long.
    setTimeout(() => {
      fleet.app.log.error('shutdown did not finish in time');
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS).unref();
    Promise.resolve(demo?.stop())
      .then(() =>
        Promise.all([osmand?.close(), jt808?.close(), jt1078?.close(), fleet.app.close()]),
      )
      .then(() => fleet.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          fleet.app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error('The console could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
