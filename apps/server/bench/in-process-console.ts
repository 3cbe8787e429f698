import { loadConfig } from '../src/config.js';
import { startConsole, type Console } from '../src/start.js';
import { BENCH_ADMIN_PASSWORD, tempDir } from './processes.js';

/**
 * The console in the bench's own process (as the tests run it), on the PostgreSQL of
 * `databaseUrl` or, without one, on PGlite in a temporary directory; logged in as admin.
 * For benches that reach into its services (the motion engine) rather than its ports.
 */
export async function inProcessConsole(
  databaseUrl?: string,
): Promise<{ fleet: Console; token: string }> {
  const config = loadConfig({
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    DATA_DIR: tempDir('fleet-bench-console-'),
    WEB_DIR: tempDir('fleet-bench-no-web-'),
    ADMIN_PASSWORD: BENCH_ADMIN_PASSWORD,
    LOG_LEVEL: 'silent',
    SNAPSHOT_INTERVAL_MIN: '0',
  });
  const fleet = await startConsole(config, { logger: false, print: () => {} });
  try {
    const login = await fleet.app.inject({
      method: 'POST',
      url: '/user/login',
      payload: { username: 'admin', password: BENCH_ADMIN_PASSWORD },
    });
    return { fleet, token: login.json<{ data: { access_token: string } }>().data.access_token };
  } catch (error) {
    await fleet.close();
    throw error;
  }
}
