// Web push on this device, without React: whether it can work here, and subscribing the browser's push
// subscription for one thing (this admin's device, an order, a free song) or forgetting it. A browser keeps
// one subscription per site, so the server ties it to the latest target; this device remembers which.
import * as publicEndpoints from '../../../shared/api/publicEndpoints';
import type { PushSubscribe, PushTarget } from '../../../shared/schemas/push';
import type { Requester } from '../../core/api/client';

/** How the page reaches the API: the admin area's requests send its token, customer pages use request() as it is. */
export type PushSend = Requester;

/** 'ios-home-screen': an iPhone or iPad browser, where push works only in the app added to the Home Screen. */
export type PushSupport = 'supported' | 'ios-home-screen' | 'unsupported';

const TARGET_KEY = 'push-target';
const WORKER_WAIT_MS = 10_000;

export function pushSupport(): PushSupport {
  if (typeof window === 'undefined') return 'unsupported';
  if ('serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window) return 'supported';
  const ua = navigator.userAgent;
  const ios = /iPad|iPhone|iPod/.test(ua) || (ua.includes('Macintosh') && navigator.maxTouchPoints > 1);
  const standalone =
    (navigator as Navigator & { standalone?: boolean }).standalone === true || window.matchMedia?.('(display-mode: standalone)').matches;
  return ios && !standalone ? 'ios-home-screen' : 'unsupported';
}

/** What a target is called in this device's memory of what its subscription is for. */
export function targetKey(target: PushTarget): string {
  switch (target.kind) {
    case 'admin':
      return 'admin';
    case 'order':
      return `order:${target.token}`;
    case 'freeSong':
      return `freeSong:${target.id}`;
    case 'chat':
      return `chat:${target.sessionId}`;
  }
}

/** The URL-safe base64 VAPID key from /api/config, as the bytes pushManager.subscribe wants. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

function sameKey(a: ArrayBuffer | null, b: Uint8Array): boolean {
  if (!a) return false;
  const left = new Uint8Array(a);
  return left.length === b.length && left.every((byte, i) => byte === b[i]);
}

function remembered(): { endpoint: string; key: string } | null {
  try {
    const value = JSON.parse(localStorage.getItem(TARGET_KEY) ?? 'null') as { endpoint?: unknown; key?: unknown } | null;
    return value && typeof value.endpoint === 'string' && typeof value.key === 'string'
      ? { endpoint: value.endpoint, key: value.key }
      : null;
  } catch {
    return null;
  }
}

/** The worker's registration: the app registers it at start, so a page waits a little for it, not forever. */
async function registration(): Promise<ServiceWorkerRegistration> {
  const timeout = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error('The service worker is not running')), WORKER_WAIT_MS),
  );
  return Promise.race([navigator.serviceWorker.ready, timeout]);
}

/** Whether this device is subscribed, and for this target (another target's subscription does not count). */
export async function isSubscribedFor(target: PushTarget): Promise<boolean> {
  if (pushSupport() !== 'supported') return false;
  const reg = await navigator.serviceWorker.getRegistration();
  const sub = await reg?.pushManager.getSubscription();
  const memory = remembered();
  return Boolean(sub && memory && memory.endpoint === sub.endpoint && memory.key === targetKey(target));
}

export type SubscribeOutcome = 'subscribed' | 'denied';

/** Asks permission, subscribes with the shop's VAPID key (replacing a subscription made with another), and tells the server what it is for. */
export async function subscribeDevice(target: PushTarget, vapidPublicKey: string, send: PushSend): Promise<SubscribeOutcome> {
  if ((await Notification.requestPermission()) !== 'granted') return 'denied';
  const reg = await registration();
  const key = keyBytes(vapidPublicKey);
  let sub = await reg.pushManager.getSubscription();
  if (sub && !sameKey(sub.options.applicationServerKey, key)) {
    await sub.unsubscribe();
    sub = null;
  }
  sub ??= await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  // A push subscription's JSON always has its endpoint and keys (the DOM's type leaves them optional).
  const subscription = sub.toJSON() as Omit<PushSubscribe, 'target'>;
  await send(publicEndpoints.pushSubscribe, { body: { ...subscription, target } });
  localStorage.setItem(TARGET_KEY, JSON.stringify({ endpoint: sub.endpoint, key: targetKey(target) }));
  return 'subscribed';
}

/**
 * Forgets that this device's subscription is for `target` (the server forgot it: an admin signed out, or removed
 * this device), so the page shows it off; the browser's subscription stays for the next subscribe to reuse.
 */
export function forgetTarget(target: PushTarget): void {
  if (remembered()?.key === targetKey(target)) localStorage.removeItem(TARGET_KEY);
}

/** Stops pushes to this device: the server forgets the endpoint, then the browser drops the subscription. */
export async function unsubscribeDevice(send: PushSend): Promise<void> {
  const reg = await navigator.serviceWorker.getRegistration();
  const sub = await reg?.pushManager.getSubscription();
  if (sub) {
    await send(publicEndpoints.pushUnsubscribe, { body: { endpoint: sub.endpoint } });
    await sub.unsubscribe();
  }
  localStorage.removeItem(TARGET_KEY);
}
