import { spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';

const SCRIPT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'geocoder-server.mjs');

export interface GeocoderCall {
  query: Record<string, string>;
  accept_language: string | null;
  /** When the server received it (epoch ms, its own clock). */
  at: number;
}

export interface GeocoderTestServer {
  /** The reverse endpoint, for GEOCODER_URL. */
  url: string;
  /** The reverse requests it answered so far, in order (asked of the server itself). */
  calls(): Promise<GeocoderCall[]>;
  /** Every later answer is a 502 (true) or the answer on file again (false). */
  failing(on: boolean): Promise<void>;
  stop(): Promise<void>;
}

/** Runs test/support/geocoder-server.mjs in a child process. */
export function startGeocoderServer(): Promise<GeocoderTestServer> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [SCRIPT], { stdio: ['ignore', 'pipe', 'inherit'] });
    const lines = readline.createInterface({ input: child.stdout });
    child.once('exit', (code) => reject(new Error(`geocoder test server exited (${code})`)));
    lines.on('line', (line) => {
      const ready = /^READY (\d+)$/.exec(line);
      if (!ready) return;
      const base = `http://127.0.0.1:${ready[1]}`;
      resolve({
        url: `${base}/reverse`,
        calls: async () => (await (await fetch(`${base}/calls`)).json()) as GeocoderCall[],
        async failing(on) {
          await fetch(`${base}/${on ? 'fail' : 'heal'}`, { method: 'POST' });
        },
        stop: () =>
          new Promise((done) => {
            if (child.exitCode !== null) return done();
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      });
    });
  });
}
