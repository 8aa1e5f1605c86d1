/** What other modules may use of commerce (its tables, until its routes exist). */
export { paymentOrders, sales, purchases } from './commerce.tables';
