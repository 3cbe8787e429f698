import { queuedMarks } from './mark-queue';
import { queuedMessages } from './message-queue';
import { queuedPhotos } from './photo-queue';

/** How many marks, photos and messages of the signed-in driver wait on this phone. */
export async function waitingItems(): Promise<number> {
  const lists = await Promise.all([queuedMarks(), queuedPhotos(), queuedMessages()]);
  return lists.reduce((sum, list) => sum + list.length, 0);
}
