/** What other modules and the app may use of deliveries. */
export {
  deliveryFilesOf,
  owePlanDelivery,
  removeDeliveryFiles,
  sendDeliveryWarnings,
} from './deliveries.service';
