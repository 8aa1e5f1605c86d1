/** What other modules and the app may use of invoicing. */
export { invoicingSaleHooks } from './owed-documents';
export { issueDueInvoices, type IssuerDeps } from './issuer';
export { pendingInvoiceCount, saleDocuments } from './views';
export { invoicingPersonalData } from './invoicing.personal-data';
