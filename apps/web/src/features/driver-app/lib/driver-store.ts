import { openDB } from 'idb';
import { claimUnowned } from './owner';

/** What the driver app keeps on the phone until the server has it (issue 33). */
export const MARKS = 'marks';
export const PHOTOS = 'photos';
export type TDriverStoreName = typeof MARKS | typeof PHOTOS;

/**
 * The app's IndexedDB: each store keyed by the request key its items were made with. Version 3
 * gives each item its owner (the user who made it).
 */
export const driverStore = () =>
  openDB('driver-app', 3, {
    upgrade(db, oldVersion, _newVersion, transaction) {
      if (oldVersion < 1) db.createObjectStore(MARKS, { keyPath: 'request_key' });
      if (oldVersion < 2) db.createObjectStore(PHOTOS, { keyPath: 'request_key' });
      if (oldVersion >= 1 && oldVersion < 3)
        void claimUnowned(transaction, oldVersion < 2 ? [MARKS] : [MARKS, PHOTOS]);
    },
  });
