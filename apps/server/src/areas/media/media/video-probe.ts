import { spawn } from 'node:child_process';
import readline from 'node:readline';
import { Readable } from 'node:stream';

export interface TVideoProbe {
  /** Seconds, or null when the input had no video packets (not a video). */
  durationS: number | null;
}

/**
 * Runs ffprobe on a stream while the stream is being stored: `feed` passes every chunk on
 * to ffprobe's stdin (waiting when it is busy), `result` answers once the input has ended.
 * MP4 gives its duration in the header; MPEG-TS does not, so the video packets' time stamps
 * are scanned (first to last, plus one frame). Nothing of the stream is kept.
 */
export function videoProbe(ffprobePath: string) {
  const child = spawn(
    ffprobePath,
    [
      '-v',
      'error',
      '-i',
      'pipe:0',
      '-select_streams',
      'v:0',
      '-show_entries',
      'packet=pts_time,duration_time:format=duration',
      '-of',
      'compact=p=0:nk=0',
    ],
    { stdio: ['pipe', 'pipe', 'ignore'] },
  );
  let alive = true;
  child.stdin.on('error', () => {
    // ffprobe may stop reading early (it knows enough, or it gave up): the upload goes on.
    alive = false;
  });
  let first = Infinity;
  let last = -Infinity;
  let lastFrame = 0;
  let packets = 0;
  let formatDuration: number | null = null;
  const lines = readline.createInterface({ input: child.stdout });
  lines.on('line', (line) => {
    const fields = new Map(
      line.split('|').map((pair) => pair.split('=', 2) as [string, string | undefined]),
    );
    const pts = Number(fields.get('pts_time'));
    if (fields.has('pts_time') && Number.isFinite(pts)) {
      packets += 1;
      first = Math.min(first, pts);
      if (pts >= last) {
        last = pts;
        lastFrame = Number(fields.get('duration_time')) || 0;
      }
    } else if (fields.has('duration')) {
      const duration = Number(fields.get('duration'));
      if (Number.isFinite(duration) && duration > 0) formatDuration = duration;
    }
  });
  const exited = new Promise<void>((resolve) => {
    child.once('close', () => {
      alive = false;
      resolve();
    });
    child.once('error', () => resolve());
  });

  return {
    async feed(chunk: Buffer): Promise<void> {
      if (!alive) return;
      if (!child.stdin.write(chunk)) {
        await new Promise<void>((resolve) => {
          const done = () => {
            child.stdin.off('drain', done);
            child.off('close', done);
            resolve();
          };
          child.stdin.once('drain', done);
          child.once('close', done);
        });
      }
    },
    async result(): Promise<TVideoProbe> {
      if (alive) child.stdin.end();
      await exited;
      if (packets === 0) return { durationS: null };
      const scanned = last - first + lastFrame;
      const duration = formatDuration ?? scanned;
      return { durationS: Math.round(duration * 1000) / 1000 };
    },
    abort(): void {
      alive = false;
      child.kill('SIGKILL');
    },
  };
}

/** Passes a stream through while feeding a probe, keeping the stream's backpressure. */
export function teeToProbe(
  source: AsyncIterable<Buffer>,
  probe: { feed(chunk: Buffer): Promise<void> },
): Readable {
  return Readable.from(
    (async function* () {
      for await (const chunk of source) {
        await probe.feed(chunk);
        yield chunk;
      }
    })(),
  );
}
