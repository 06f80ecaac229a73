// Push notifications on this device: the customer's "Notify me when it's ready" and the staff's alerts use the same
// subscription code (one browser subscription, several targets).
export { HomeScreenHint, NotifyWhenReady } from './NotifyWhenReady';
export { forgetTarget, type PushSend } from './device';
export { usePushDevice, type PushDevice } from './usePushDevice';
