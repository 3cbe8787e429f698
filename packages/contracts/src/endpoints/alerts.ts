import { endpoint } from '../endpoint.js';
import {
  ZPushPublicKeyResponse,
  ZPushSubscribeRequest,
  ZPushSubscriptionResponse,
  ZPushUnsubscribeRequest,
} from '../web-push.js';

/** Alerts to the signed-in user's own devices (web push), opted in per device. */
export const ALERT_ENDPOINTS = {
  pushPublicKey: endpoint({
    method: 'GET',
    path: '/api/push/public_key',
    access: 'signed_in',
    response: ZPushPublicKeyResponse,
  }),
  pushSubscribe: endpoint({
    method: 'POST',
    path: '/api/push/subscriptions',
    access: 'signed_in',
    body: ZPushSubscribeRequest,
    response: ZPushSubscriptionResponse,
    status: 201,
  }),
  pushUnsubscribe: endpoint({
    method: 'DELETE',
    path: '/api/push/subscriptions',
    access: 'signed_in',
    body: ZPushUnsubscribeRequest,
    response: ZPushSubscriptionResponse,
  }),
  // Whether this device's subscription is the caller's (a browser may keep one from another user).
  pushSubscription: endpoint({
    method: 'POST',
    path: '/api/push/subscriptions/check',
    access: 'signed_in',
    body: ZPushUnsubscribeRequest,
    response: ZPushSubscriptionResponse,
  }),
} as const;
