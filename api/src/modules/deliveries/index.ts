/** What other modules and the app may use of deliveries. */
export {
  deliverMealPlanFile,
  deliveryFilesOf,
  deliveryForMealPlan,
  dueDateOf,
  listDeliveries,
  owePlanDelivery,
  removeDeliveryFiles,
  sendDeliveryWarnings,
  type DeliveriesDeps,
} from './deliveries.service';
