import { ENDPOINTS, type TDriverTrip, type TMarkStopRequest } from '@fleet/contracts';
import { call } from '@/lib/endpoint-call';
import { driverStore, MARKS } from './driver-store';
import { outbox } from './outbox';

/** The driver's "arrived" / "delivered" marks waiting to be sent, in the order made. */
const marks = outbox<TMarkStopRequest, TDriverTrip>({
  open: driverStore,
  store: MARKS,
  send: async (mark) => (await call(ENDPOINTS.markTripStop, mark)).data,
  order: (a, b) => (a.at ?? '').localeCompare(b.at ?? ''),
});

export const queueMark = marks.add;
export const queuedMarks = marks.all;
export const sendQueuedMarks = marks.flush;
