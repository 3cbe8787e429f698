import { ENDPOINTS, type TStopPhoto, type TTripPlanStop } from '@fleet/contracts';
import { api } from '@/lib/api';
import { checkedAnswer } from '@/lib/endpoint-call';
import { driverStore, PHOTOS } from './driver-store';
import { outbox } from './outbox';

/** A proof-of-delivery photo kept on the phone until the server has it. */
export interface TQueuedPhoto {
  request_key: string;
  trip_id: number;
  stop: TTripPlanStop;
  /** When it was taken (ISO 8601). */
  at: string;
  lat: number | null;
  lon: number | null;
  /** The JPEG made smaller on the phone. */
  photo: Blob;
}

/** The fields first, then the photo: the server checks the trip before it stores a byte. */
export function photoForm(photo: TQueuedPhoto): FormData {
  const form = new FormData();
  form.append('trip_id', String(photo.trip_id));
  form.append('stop', photo.stop);
  form.append('request_key', photo.request_key);
  form.append('at', photo.at);
  if (photo.lat !== null && photo.lon !== null) {
    form.append('lat', String(photo.lat));
    form.append('lon', String(photo.lon));
  }
  form.append('file', photo.photo, 'giao-hang.jpg');
  return form;
}

const photos = outbox<TQueuedPhoto, TStopPhoto>({
  open: driverStore,
  store: PHOTOS,
  send: async (photo) =>
    checkedAnswer(ENDPOINTS.stopPhoto, await api.upload(ENDPOINTS.stopPhoto.path, photoForm(photo)))
      .data,
  order: (a, b) => a.at.localeCompare(b.at),
});

export const queuePhoto = photos.add;
export const queuedPhotos = photos.all;
export const sendQueuedPhotos = photos.flush;
