import { AppError } from '../../../http/app-error.js';
import {
  resultOf,
  type RequestOptions,
  type TerminalRegistry,
  type TerminalReply,
} from '../jt808/terminal-registry.js';

/**
 * Sends a JT/T 1078 command to a dashcam through the JT/T 808 registry (on whichever
 * instance holds its connection) and answers its reply; a 0x0001 that is not "success"
 * fails with TERMINAL_REFUSED.
 */
export async function commandTerminal(
  terminals: TerminalRegistry,
  deviceId: string,
  msgId: number,
  body: Buffer,
  options: RequestOptions = {},
): Promise<TerminalReply> {
  const reply = await terminals.request(deviceId, msgId, body, options);
  const result = resultOf(reply);
  if (result !== 0)
    throw new AppError('TERMINAL_REFUSED', `The dashcam refused the command (result ${result})`);
  return reply;
}
