import crypto from 'node:crypto';
import pg from 'pg';
import { tcpProxy } from './tcp-proxy.js';

/**
 * A fresh database on the shared PostgreSQL of `base`, reached through a relay on 127.0.0.1:
 * a test stops its database (`proxy.cut()`) without stopping the server others use.
 */
export async function postgresBehindProxy(base: string, prefix = 'fleet_proxied') {
  const name = `${prefix}_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(base);
  const proxy = await tcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
  const url = new URL(base);
  url.hostname = '127.0.0.1';
  url.port = String(proxy.port);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    proxy,
    drop: async () => {
      await proxy.close();
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
