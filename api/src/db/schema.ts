// Every table, for drizzle-kit and for the typed database handle.
export * from '../modules/users/users.tables';
export * from '../modules/auth/auth.tables';
export * from '../modules/catalog/catalog.tables';
export * from '../modules/clinical/clinical.tables';
export * from '../modules/commerce/commerce.tables';
export * from '../modules/deliveries/deliveries.tables';
export * from '../modules/agenda/agenda.tables';
export * from '../modules/messages/messages.tables';
