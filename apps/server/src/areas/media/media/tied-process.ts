import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import fs from 'node:fs';

const SETPRIV = '/usr/bin/setpriv';
const tieToParent = process.platform === 'linux' && fs.existsSync(SETPRIV);

/**
 * Starts a media tool (ffmpeg, ffprobe) so that the kernel kills it when this process dies,
 * even by kill -9 (util-linux's setpriv sets the parent-death signal, then becomes the tool):
 * otherwise a dead instance's remux or download would keep pulling the camera while another
 * instance takes its work over.
 */
export function spawnTied(command: string, args: string[], options: SpawnOptions): ChildProcess {
  return tieToParent
    ? spawn(SETPRIV, ['--pdeathsig', 'KILL', '--', command, ...args], options)
    : spawn(command, args, options);
}
