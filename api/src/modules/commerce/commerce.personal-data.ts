import type { PersonalDataSource } from '../users';
import { paymentOrders, purchases, sales } from './commerce.tables';

/** What the person started to pay, paid (sales) and owns (purchases). */
export const commercePersonalData: PersonalDataSource = {
  module: 'commerce',
  rows: [
    { table: paymentOrders, by: paymentOrders.userId },
    { table: sales, by: sales.userId },
    { table: purchases, by: purchases.userId },
  ],
};
