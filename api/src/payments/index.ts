export { ProviderError, toCents, type PaymentGateway, type ProviderPayment } from './gateway';
export { createMercadoPagoGateway } from './mercadopago-gateway';
