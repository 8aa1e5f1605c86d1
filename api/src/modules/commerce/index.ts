/** What other modules may use of commerce. */
export { commerceRoutes, type CommerceDeps } from './commerce.routes';
export { fileAccess, filesRefusal } from './sales.service';
export { expireStaleOrders } from './orders.service';
export { paymentOrders, sales, purchases, fixedProducts } from './commerce.tables';
