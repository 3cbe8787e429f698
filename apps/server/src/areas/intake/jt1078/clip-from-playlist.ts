import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnTied, FfmpegFailure } from '../../media/index.js';

/**
 * The segments an HLS playlist in `dir` lists so far, remuxed (copied, never re-encoded)
 * into one MP4 in a new temporary folder. A playlist still growing has no end mark, which
 * makes ffmpeg wait for more: a copy of it is ended first. Answers the MP4's path and how
 * to remove it.
 */
export async function clipFromPlaylist(ffmpegPath: string, dir: string) {
  const listed = await fs.promises.readFile(path.join(dir, 'index.m3u8'), 'utf8');
  const ended = listed.includes('#EXT-X-ENDLIST')
    ? listed
    : `${listed.trimEnd()}\n#EXT-X-ENDLIST\n`;
  const copy = path.join(dir, `save-${process.hrtime.bigint()}.m3u8`);
  await fs.promises.writeFile(copy, ended);
  const out = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'fleet-clip-'));
  const file = path.join(out, 'clip.mp4');
  const remove = () => fs.promises.rm(out, { recursive: true, force: true });
  try {
    const args = [
      ...['-hide_banner', '-nostdin', '-v', 'error', '-i', copy],
      ...['-map', '0:v:0', '-c', 'copy', '-movflags', '+faststart', '-f', 'mp4', file],
    ];
    const child = spawnTied(ffmpegPath, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let log = '';
    child.stderr?.on('data', (chunk: Buffer) => (log = (log + chunk.toString()).slice(-2000)));
    const code = await new Promise<number | null>((resolve, reject) => {
      child.once('error', reject);
      child.once('close', resolve);
    });
    if (code !== 0) throw new FfmpegFailure(log.trim(), false, code);
    return { file, remove };
  } catch (error) {
    await remove();
    throw error;
  } finally {
    await fs.promises.rm(copy, { force: true });
  }
}
