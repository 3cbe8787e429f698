import { newPostgresDatabase } from './database-template.js';
import { tcpProxy } from './tcp-proxy.js';

/**
 * A fresh database on the shared PostgreSQL of `base`, reached through a relay on 127.0.0.1:
 * a test stops its database (`proxy.cut()`) without stopping the server others use.
 */
export async function postgresBehindProxy(base: string, prefix = 'fleet_proxied') {
  const database = await newPostgresDatabase(base, prefix);
  const target = new URL(base);
  const proxy = await tcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
  const url = new URL(base);
  url.hostname = '127.0.0.1';
  url.port = String(proxy.port);
  url.pathname = new URL(database.url).pathname;
  return {
    url: url.toString(),
    proxy,
    drop: async () => {
      await proxy.close();
      await database.drop();
    },
  };
}
