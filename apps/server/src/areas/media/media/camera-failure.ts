import { AppError } from '../../../http/app-error.js';

/** What went wrong reading a camera or recorder, from ffmpeg's or ffprobe's own words. */
export type TCameraFailure = 'credentials' | 'timeout' | 'unreachable' | 'unreadable';

export function cameraFailureOf(stderr: string): TCameraFailure {
  // Words, not bare status numbers: "403" or "404" also turn up in ports and addresses.
  if (/unauthori[sz]ed|forbidden|authori[sz]ation failed/i.test(stderr)) return 'credentials';
  // Before "timed out": ffmpeg's own lines name `tcp://…?timeout=0` on a refused connection.
  if (
    /refused|no route|unreachable|not found|end of file|reset by peer|resolv|name or service/i.test(
      stderr,
    )
  )
    return 'unreachable';
  if (/timed out/i.test(stderr)) return 'timeout';
  return 'unreadable';
}

/**
 * ffmpeg stopped before it could deliver a camera's picture: its exit words (credentials
 * already redacted) and whether the console killed it for saying nothing too long.
 */
export class FfmpegFailure extends Error {
  constructor(
    readonly stderr: string,
    readonly timedOut: boolean,
    code: number | null,
  ) {
    super(`ffmpeg failed (${timedOut ? 'no answer in time' : code}): ${stderr}`);
  }
}

const MESSAGES: Record<Exclude<TCameraFailure, 'timeout'>, string> = {
  unreachable:
    'The camera cannot be reached (connection refused or no route): check that the truck is on and has signal',
  credentials:
    "The camera refused the stored user name or password: enter them again in the truck's cameras",
  unreadable: 'The camera answered, but its video could not be read',
};

/** The answer for a camera opened on request: 504 when it kept silent, else 502. */
export function cameraError(failure: FfmpegFailure, waitedSeconds: number): AppError {
  const kind = failure.timedOut ? 'timeout' : cameraFailureOf(failure.stderr);
  if (kind === 'timeout')
    return new AppError(
      'CAMERA_TIMEOUT',
      `The camera did not answer within ${waitedSeconds} s: check that the truck is on and has signal`,
    );
  return new AppError('CAMERA_UNREACHABLE', MESSAGES[kind]);
}
