import type { PersonalDataSource } from '../users';
import { invoices } from './invoicing.tables';

/**
 * The fiscal documents of the person's purchases (issue 34). They are kept when the person
 * is erased, as the tax law asks and as their sales are: the foreign key drops the
 * account's id; what the document says (the name or company it was made out to) is the
 * document, which may not change once issued.
 */
export const invoicingPersonalData: PersonalDataSource = {
  module: 'invoicing',
  rows: [{ table: invoices, by: invoices.userId, kind: 'comprobantes' }],
};
