export { createBillerGateway, type BillerOptions } from './biller-gateway';
export {
  FAKE_BILLER_TOKEN,
  startFakeBiller,
  type FakeBiller,
  type FakeBillerDocument,
  type FakeBillerFailure,
  type FakeBillerOptions,
  type FakeBillerRequest,
} from './fake-biller';
export {
  InvoicingError,
  type CfeReceptor,
  type CfeRequest,
  type InvoicingGateway,
  type IssuedCfe,
} from './gateway';
