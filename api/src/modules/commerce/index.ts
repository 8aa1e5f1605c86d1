/** What other modules and the app may use of commerce. */
export { fileAccess, filesRefusal } from './sales.service';
export { expireStaleOrders } from './orders.service';
export { createPaymentGateway } from './payment-gateway';
export { commercePersonalData } from './commerce.personal-data';
export type { SaleDocuments, SaleHooks } from './entitlements.service';
export { findProduct } from './products';
export { expireCredits, hasCreditFor, returnCredit, takeCredit } from './credits.service';
