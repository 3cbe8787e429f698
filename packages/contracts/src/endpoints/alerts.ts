import {
  ZAlertRule,
  ZMyAlertRuleResponse,
  ZRoleAlertRulesResponse,
  ZRoleNameRequest,
  ZSaveRoleAlertRuleRequest,
} from '../alert-rules.js';
import { ZAlertChannelSettingsResponse, ZSaveAlertChannelRequest } from '../alert-channels.js';
import { ZNoBody } from '../common.js';
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
  // The caller's own alert rule; without one, their role's default.
  myAlertRule: endpoint({
    method: 'POST',
    path: '/api/alert_rules/mine',
    access: 'signed_in',
    body: ZNoBody,
    response: ZMyAlertRuleResponse,
  }),
  saveMyAlertRule: endpoint({
    method: 'PUT',
    path: '/api/alert_rules/mine',
    access: 'signed_in',
    body: ZAlertRule,
    response: ZMyAlertRuleResponse,
  }),
  resetMyAlertRule: endpoint({
    method: 'DELETE',
    path: '/api/alert_rules/mine',
    access: 'signed_in',
    body: ZNoBody,
    response: ZMyAlertRuleResponse,
  }),
  // Defaults per role: admins.
  roleAlertRules: endpoint({
    method: 'POST',
    path: '/api/alert_rules/roles',
    access: 'admin',
    body: ZNoBody,
    response: ZRoleAlertRulesResponse,
  }),
  saveRoleAlertRule: endpoint({
    method: 'PUT',
    path: '/api/alert_rules/roles',
    access: 'admin',
    body: ZSaveRoleAlertRuleRequest,
    response: ZRoleAlertRulesResponse,
  }),
  resetRoleAlertRule: endpoint({
    method: 'DELETE',
    path: '/api/alert_rules/roles',
    access: 'admin',
    body: ZRoleNameRequest,
    response: ZRoleAlertRulesResponse,
  }),
  // Zalo ZNS and the SMS gateway: admins; secrets are written, never read back.
  alertChannelSettings: endpoint({
    method: 'GET',
    path: '/api/alert_channels/settings',
    access: 'admin',
    response: ZAlertChannelSettingsResponse,
  }),
  saveAlertChannel: endpoint({
    method: 'PUT',
    path: '/api/alert_channels/settings',
    access: 'admin',
    body: ZSaveAlertChannelRequest,
    response: ZAlertChannelSettingsResponse,
  }),
} as const;
