import { endpoint } from '../endpoint.js';
import { ZNoQuery, ZOk } from '../common.js';
import {
  ZDriverMessageResponse,
  ZDriverThreadResponse,
  ZReadDriverThreadRequest,
  ZReadTruckThreadRequest,
  ZSendDriverMessageRequest,
  ZSendTruckMessageRequest,
  ZTruckThreadRequest,
  ZTruckThreadResponse,
} from '../driver-message.js';

const OFFICE = { page: 'driver-messages' } as const;
const DRIVER_APP = { page: 'driver' } as const;

/**
 * Messages between the office and drivers (issue 33). The office reaches a thread through a
 * granted truck (404 for others); a driver only their own thread (404 for another's).
 */
export const DRIVER_MESSAGE_ENDPOINTS = {
  truckThread: endpoint({
    method: 'POST',
    path: '/api/driver-messages/thread',
    access: OFFICE,
    body: ZTruckThreadRequest,
    response: ZTruckThreadResponse,
  }),
  sendTruckMessage: endpoint({
    method: 'POST',
    path: '/api/driver-messages/send',
    access: OFFICE,
    body: ZSendTruckMessageRequest,
    response: ZDriverMessageResponse,
  }),
  readTruckThread: endpoint({
    method: 'POST',
    path: '/api/driver-messages/read',
    access: OFFICE,
    body: ZReadTruckThreadRequest,
    response: ZOk,
  }),
  driverThread: endpoint({
    method: 'GET',
    path: '/api/driver/messages',
    access: DRIVER_APP,
    query: ZNoQuery,
    response: ZDriverThreadResponse,
  }),
  sendDriverMessage: endpoint({
    method: 'POST',
    path: '/api/driver/messages/send',
    access: DRIVER_APP,
    body: ZSendDriverMessageRequest,
    response: ZDriverMessageResponse,
  }),
  readDriverThread: endpoint({
    method: 'POST',
    path: '/api/driver/messages/read',
    access: DRIVER_APP,
    body: ZReadDriverThreadRequest,
    response: ZOk,
  }),
} as const;
