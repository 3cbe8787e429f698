import { ENDPOINTS, type TDriverTrip, type TMarkStopRequest } from '@fleet/contracts';
import { call } from '@/lib/endpoint-call';
import { MARKS } from './driver-store';
import { outbox } from './outbox';

/** The driver's "arrived" / "delivered" marks waiting to be sent, in the order made. */
const marks = outbox<TMarkStopRequest, TDriverTrip>(
  MARKS,
  async (mark) => (await call(ENDPOINTS.markTripStop, mark)).data,
  (a, b) => (a.at ?? '').localeCompare(b.at ?? ''),
);

export const queueMark = marks.add;
export const queuedMarks = marks.all;
export const sendQueuedMarks = marks.flush;
