/** What other modules and the app may use of Web Push (issue 32). */
export { createPusher, type PushMessage, type Pusher } from './push.service';
export { PUSH_TEXTS } from './push-texts';
export { pushRoutes } from './push.routes';
export { pushPersonalData } from './push.personal-data';
export { ephemeralVapidKeys, loadOrCreateVapidKeys, type VapidKeys } from './vapid';
