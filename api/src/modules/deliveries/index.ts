/** What other modules and the app may use of deliveries. */
export {
  deliverMealPlanFile,
  deliveryForMealPlan,
  dueDateOf,
  listDeliveries,
  owePlanDelivery,
  sendDeliveryWarnings,
  type DeliveriesDeps,
} from './deliveries.service';
export { deliveriesPersonalData } from './deliveries.personal-data';
