/** What other modules may use of deliveries. */
export { deliveriesRoutes } from './deliveries.routes';
export {
  deliveryFilesOf,
  owePlanDelivery,
  removeDeliveryFiles,
  sendDeliveryWarnings,
} from './deliveries.service';
export { deliveries } from './deliveries.tables';
