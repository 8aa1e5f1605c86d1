/** What other modules and the app may use of deliveries. */
export {
  deliveryFilesOf,
  dueDateOf,
  listDeliveries,
  owePlanDelivery,
  removeDeliveryFiles,
  sendDeliveryWarnings,
  type DeliveriesDeps,
} from './deliveries.service';
