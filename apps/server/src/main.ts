import { ConfigError, loadConfig } from './config.js';
import { startDemoIfAsked } from './demo/launch.js';
import { startOsmandServer } from './modules/ingest/osmand-server.js';
import { startConsole } from './start.js';

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
        })
      : null;
  const demo = startDemoIfAsked(config, fleet);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    fleet.app.log.info({ signal }, 'shutting down');
    Promise.resolve(demo?.stop())
      .then(() => osmand?.close())
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
