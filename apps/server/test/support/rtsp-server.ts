import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SCRIPT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'rtsp-server.py');
// Debian's python carries the GStreamer bindings (gi); a venv python on PATH may not.
const PYTHON = process.env.RTSP_TEST_PYTHON ?? '/usr/bin/python3';

export interface RtspTestServer {
  port: number;
  /** `rtsp://127.0.0.1:<port><path>` */
  url(pathAndQuery: string): string;
  stop(): Promise<void>;
  /** Starts again on the same port (after `stop`). */
  restart(): Promise<void>;
}

function launch(
  port: number,
  livePaths: number,
  shared: boolean,
): Promise<{ child: ChildProcess; port: number }> {
  return new Promise((resolve, reject) => {
    const args = [SCRIPT, String(port), String(livePaths), ...(shared ? ['shared'] : [])];
    const child = spawn(PYTHON, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`RTSP test server did not start: ${output}`));
    }, 15_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /READY (\d+)/.exec(output);
      if (ready) {
        clearTimeout(timer);
        resolve({ child, port: Number(ready[1]) });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`RTSP test server exited (${code}): ${output}`));
    });
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 3_000).unref();
  });
}

/**
 * Runs test/support/rtsp-server.py (GStreamer's gst-rtsp-server) on loopback: live test
 * patterns on /live/<n> and NVR-style playback paths that honour starttime/endtime.
 */
export async function startRtspServer(
  options: { port?: number; livePaths?: number; shared?: boolean } = {},
): Promise<RtspTestServer> {
  const livePaths = options.livePaths ?? 8;
  const shared = options.shared ?? false;
  let current = await launch(options.port ?? 0, livePaths, shared);
  const port = current.port;
  return {
    port,
    url: (pathAndQuery) => `rtsp://127.0.0.1:${port}${pathAndQuery}`,
    stop: () => stopChild(current.child),
    async restart() {
      await stopChild(current.child);
      current = await launch(port, livePaths, shared);
    },
  };
}
