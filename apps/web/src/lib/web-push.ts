import { ENDPOINTS, type TPushApp } from '@fleet/contracts';
import { call } from './endpoint-call';
import { DRIVER_SCOPE, DRIVER_SW_URL } from './driver-service-worker';

/**
 * Web push on this device (docs/decisions.md "Web push"): the office console subscribes
 * through its push-only worker (scope /), the driver app through its own (scope /driver).
 */
const WORKERS: Record<TPushApp, { url: string; scope: string }> = {
  console: { url: '/push-sw.js', scope: '/' },
  driver: { url: DRIVER_SW_URL, scope: DRIVER_SCOPE },
};

export type TPushState = 'unsupported' | 'denied' | 'off' | 'on';

export const pushSupported = (): boolean =>
  'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const text = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(text, (char) => char.charCodeAt(0));
}

async function registration(app: TPushApp): Promise<ServiceWorkerRegistration | undefined> {
  return navigator.serviceWorker.getRegistration(new URL(WORKERS[app].scope, location.href).href);
}

/** A registration whose worker is active (subscribing needs one). */
async function activeRegistration(app: TPushApp): Promise<ServiceWorkerRegistration> {
  const { url, scope } = WORKERS[app];
  const registered = await navigator.serviceWorker.register(url, { scope });
  const worker = registered.installing ?? registered.waiting;
  if (!registered.active && worker)
    await new Promise<void>((resolve) => {
      const settle = () => {
        if (worker.state === 'activated' || worker.state === 'redundant') resolve();
      };
      worker.addEventListener('statechange', settle);
      settle();
    });
  return registered;
}

/** Whether this device gets the signed-in user's alerts in `app`. */
export async function pushState(app: TPushApp): Promise<TPushState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  const subscription = await (await registration(app))?.pushManager.getSubscription();
  if (!subscription) return 'off';
  // The browser may keep a subscription made by someone else who signed in on it.
  const held = await call(ENDPOINTS.pushSubscription, { endpoint: subscription.endpoint });
  return held.data.subscribed ? 'on' : 'off';
}

/** Asks for permission, subscribes with the server's key and gives the subscription to it. */
export async function enablePush(app: TPushApp): Promise<TPushState> {
  if ((await Notification.requestPermission()) !== 'granted') return 'denied';
  const key = (await call(ENDPOINTS.pushPublicKey)).data.public_key;
  const { pushManager } = await activeRegistration(app);
  let subscription = await pushManager.getSubscription();
  const sameKey =
    subscription?.options.applicationServerKey &&
    new Uint8Array(subscription.options.applicationServerKey).join() === keyBytes(key).join();
  if (subscription && !sameKey) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: keyBytes(key),
  });
  const json = subscription.toJSON();
  await call(ENDPOINTS.pushSubscribe, {
    endpoint: subscription.endpoint,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
    app,
  });
  return 'on';
}

/** Stops this device's alerts: the server forgets it, then the browser does. */
export async function disablePush(app: TPushApp): Promise<TPushState> {
  const subscription = await (await registration(app))?.pushManager.getSubscription();
  if (subscription) {
    await call(ENDPOINTS.pushUnsubscribe, { endpoint: subscription.endpoint });
    await subscription.unsubscribe();
  }
  return 'off';
}
