/** What other modules and the app may use of privacy. */
export { privacyPersonalData } from './privacy.personal-data';
export { privacyRoutes } from './privacy.routes';
export { pendingRequests } from './data-requests.service';
