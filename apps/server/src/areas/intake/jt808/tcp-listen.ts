import type net from 'node:net';

/**
 * Starts `server` listening; answers false, listening to nothing, when the port is taken
 * (another instance on this machine has it). Any other failure throws.
 */
export async function listenUnlessTaken(
  server: net.Server,
  options: net.ListenOptions,
): Promise<boolean> {
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options, () => {
        server.off('error', reject);
        resolve();
      });
    });
    return true;
  } catch (error) {
    if ((error as { code?: string }).code !== 'EADDRINUSE') throw error;
    return false;
  }
}
