import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

export interface TestS3Server {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Environment that makes a console use this bucket. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

const require = createRequire(import.meta.url);

/**
 * A real S3-compatible server (s3rver) in its own process on a free loopback port, with a
 * temporary folder and one bucket, so the S3 blob store is tested over real HTTP.
 */
export async function startS3Server(bucket = 'fleet-test'): Promise<TestS3Server> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 's3rver-'));
  const script = `
    const S3rver = require(${JSON.stringify(require.resolve('s3rver'))});
    new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: ${JSON.stringify(directory)},
      allowMismatchedSignatures: true, configureBuckets: [{ name: ${JSON.stringify(bucket)}, configs: [] }] })
      .run().then((address) => console.log('PORT ' + address.port));`;
  const child: ChildProcess = spawn(process.execPath, ['-e', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let text = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      const match = /PORT (\d+)/.exec(text);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`s3rver exited with ${code}`)));
  });
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    async stop() {
      if (child.exitCode === null) {
        const gone = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await gone;
      }
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
