// Every table, for drizzle-kit's migrations (services import the tables they use).
export * from './users/users.tables';
export * from './auth/auth.tables';
export * from './push/push.tables';
export * from './catalog/catalog.tables';
export * from './clinical/clinical.tables';
export * from './commerce/commerce.tables';
export * from './deliveries/deliveries.tables';
export * from './agenda/agenda.tables';
export * from './messages/messages.tables';
export * from './practice/practice.tables';
export * from './backups/backups.tables';
export * from './foods/foods.tables';
export * from './meal-plans/meal-plans.tables';
export * from '../plugins/rate-limit.tables';
export * from './privacy/privacy.tables';
export * from './invoicing/invoicing.tables';
