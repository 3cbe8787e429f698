import type { App, AreaCore, BuiltAreas } from '../../area-core.js';
import type { Services } from '../../services.js';
import { channelAdmin } from './alert-channels/channel-admin.js';
import { channelRate } from './alert-channels/channel-rate.js';
import { channelSettings } from './alert-channels/channel-settings.js';
import { phoneAlerts as phoneAlertSenders } from './alert-channels/phone-alerts.js';
import { alertChannelRoutes } from './alert-channels/routes.js';
import { zaloTokens } from './alert-channels/zalo-tokens.js';
import { alertDeliveries as alertOutbox } from './alert-deliveries/alert-deliveries.js';
import { alertDeliveryRoutes } from './alert-deliveries/routes.js';
import { alertRuleService } from './alert-rules/alert-rule-service.js';
import { alertRuleRoutes } from './alert-rules/routes.js';
import { warningRoutes } from './warnings/routes.js';
import { warningAlertFacts } from './warnings/warning-alert-facts.js';
import { warningMail } from './warnings/warning-mail.js';
import { warningMailRoutes } from './warnings/warning-mail-routes.js';
import { warningRepository as warningRowsOf } from './warnings/warning-repository.js';
import { warningService as warningServiceOf } from './warnings/warning-service.js';
import { cameraKeyOf, mailListRepository, secretBox, settingsStore } from '../platform/index.js';
import { webPushRoutes } from './web-push/routes.js';
import { configuredVapidKeys, vapidKeys, vapidSubjectOf } from './web-push/vapid-keys.js';
import {
  pushServiceAgent,
  pushServiceHostsOf,
  webPushService,
} from './web-push/web-push-service.js';

// What other areas may use of this one.
export { lostSignalCheck } from './warnings/lost-signal-check.js';
export { warningRepository } from './warnings/warning-repository.js';
export { warningService } from './warnings/warning-service.js';
export type { SystemWarning, WarningService } from './warnings/warning-service.js';

/** Alerts: warnings, and who is told of them by mail, web push, Zalo and SMS. */
export function buildAlerts(
  { config, db, log, time }: AreaCore,
  {
    platform,
    accounts,
    fleet,
    places,
    tracking,
  }: Pick<BuiltAreas, 'platform' | 'accounts' | 'fleet' | 'places' | 'tracking'>,
) {
  const warnings = warningServiceOf({
    transact: (work) => db.transaction(work),
    warnings: warningRowsOf(db),
    trucks: fleet.trucks,
    access: accounts.access,
    blobs: platform.blobs,
    notices: accounts.notices,
    time,
    addresses: places.geocode,
    // The driver at the wheel of a truck now, for warnings of what happens on it.
    driverNow: async (truckId) =>
      (await tracking.tracking.driversNow([truckId])).get(truckId) ?? null,
  });
  tracking.violationsTo(warnings, platform.jobs.whenStarted());
  const alertDeliveries = alertOutbox({
    db,
    log,
    time,
    senders: {
      mail: (delivery) => warningMails.send(delivery),
      push: (delivery) => webPush.send(delivery),
      zalo: (delivery, now) => phoneAlerts.sendZalo(delivery, now),
      sms: (delivery, now) => phoneAlerts.sendSms(delivery, now),
    },
  });
  const factsOf = warningAlertFacts({
    db,
    addresses: places.geocode,
    time,
    publicUrl: config.PUBLIC_URL,
  });
  const warningMails = warningMail({
    db,
    mailer: platform.mailer,
    recipients: (within) => mailListRepository(within).list(),
    queue: (tx, warningId, to) => alertDeliveries.queue(tx, 'mail', warningId, to),
    factsOf,
  });
  const webPush = webPushService({
    db,
    keys: vapidKeys({ db, configured: configuredVapidKeys(config) }),
    subject: config.VAPID_SUBJECT ?? vapidSubjectOf(config.PUBLIC_URL),
    serviceHosts: pushServiceHostsOf(config.PUSH_SERVICE_HOSTS),
    agent: pushServiceAgent(config.PUSH_SERVICE_CA),
    factsOf,
  });
  const alertRules = alertRuleService({
    db,
    access: accounts.access,
    roles: accounts.roleRows,
    time,
  });
  // Secrets of the Zalo and SMS channels: sealed with the key that seals camera sources.
  const channelBox = secretBox(cameraKeyOf(config));
  const channelSetup = channelSettings(config, settingsStore(db), channelBox);
  const zaloTokenPair = zaloTokens(db, channelBox);
  const phoneAlerts = phoneAlertSenders({
    db,
    settings: channelSetup,
    tokens: zaloTokenPair,
    rate: channelRate(db),
    factsOf,
  });
  const alertChannels = channelAdmin(channelSetup, zaloTokenPair, time);
  alertDeliveries.start();
  warnings.onRaised((warning, tx) => warningMails.raised(warning, tx));
  // Each person told of the warning, by the channels of their alert rule.
  warnings.onRaised(async (warning, tx) => {
    const to = await alertRules.recipients(tx, warning);
    await alertDeliveries.queue(tx, 'push', warning.id, await webPush.subscriptionsOf(tx, to.push));
    if (platform.mailer.enabled) await alertDeliveries.queue(tx, 'mail', warning.id, to.mail);
    const phone = await phoneAlerts.enabled(tx);
    if (phone.zalo) await alertDeliveries.queue(tx, 'zalo', warning.id, to.zalo);
    if (phone.sms) await alertDeliveries.queue(tx, 'sms', warning.id, to.sms);
  });
  return { warnings, warningMails, alertDeliveries, webPush, alertRules, alertChannels };
}

export type Alerts = ReturnType<typeof buildAlerts>;

export async function stopAlerts(services: Services) {
  await services.alertDeliveries.stop();
}

export async function alertRoutes(app: App, _core: AreaCore, services: Services) {
  await app.register(warningRoutes, { warnings: services.warnings });
  await app.register(warningMailRoutes, { mail: services.warningMails });
  await app.register(alertDeliveryRoutes, { deliveries: services.alertDeliveries });
  await app.register(webPushRoutes, { push: services.webPush });
  await app.register(alertRuleRoutes, { rules: services.alertRules });
  await app.register(alertChannelRoutes, { channels: services.alertChannels });
}
