import { openDB } from 'idb';

/** What the driver app keeps on the phone until the server has it (issue 33). */
export const MARKS = 'marks';
export const PHOTOS = 'photos';
export type TDriverStoreName = typeof MARKS | typeof PHOTOS;

/** The app's IndexedDB: each store keyed by the request key its items were made with. */
export const driverStore = () =>
  openDB('driver-app', 2, {
    upgrade(db, oldVersion) {
      if (oldVersion < 1) db.createObjectStore(MARKS, { keyPath: 'request_key' });
      if (oldVersion < 2) db.createObjectStore(PHOTOS, { keyPath: 'request_key' });
    },
  });
