import { PLATFORMS, SALE_LABELS } from '@contract/commerce';
import { PATHS } from '@contract/pages';
import { cancelPolicySentence, type CancelPolicy } from '@contract/practice';
import type { Config } from '../../config';
import {
  purchaseConfirmationMail,
  type PurchaseFacts,
  saleNoticeMail,
  secondPaymentMail,
} from '../../mail/templates';
import { cancelPolicy, sendNotice, type NoticeDeps } from '../practice';
import type { Settlement } from './entitlements.service';
import { isEbook } from './products';

/*
 * The e-mails of a settled sale, sent once its transaction committed (and, for a payment,
 * once the answer is out): kept apart from settling so a mail can never undo a sale.
 */

/** What the buyer does next, and where: the confirmation's last paragraphs and its button. */
function nextSteps(
  config: Config,
  d: Settlement,
  policy: CancelPolicy,
): Pick<PurchaseFacts, 'nextSteps' | 'action'> {
  const site = config.publicUrl;
  const { product, buyer } = d;
  if (product.credits)
    return {
      nextSteps: [
        product.credits.count > 1
          ? `Tenés ${product.credits.count} controles para agendar${product.credits.validityDays ? ` en los próximos ${product.credits.validityDays} días` : ''}: elegí el día y la hora del primero en el calendario.`
          : 'Ya podés elegir el día y la hora de tu consulta presencial en el calendario.',
        cancelPolicySentence(policy),
      ],
      action: { label: 'Elegir día y hora', url: `${site}${PATHS.scheduleControl(buyer.id)}` },
    };
  if (product.kind === 'receta' || isEbook(product))
    return {
      nextSteps: ['Tus archivos ya están disponibles para descargar desde tu cuenta.'],
      action: { label: 'Descargar mis archivos', url: `${site}${PATHS.downloads(product.id)}` },
    };
  const simple = product.plan?.anamnesis === 'Simple';
  return {
    nextSteps: [
      'Próximos pasos: completá tu anamnesis (tu historia de salud y hábitos) y tu primer control.',
      'Con el pago y la anamnesis completa, en un plazo de hasta 10 días hábiles tenés tu plan personalizado.',
    ],
    action: {
      label: 'Completar anamnesis',
      url: `${site}${simple ? PATHS.anamnesisOnline(buyer.id) : PATHS.anamnesis(buyer.id)}`,
    },
  };
}

/** The buyer's confirmation and the nutritionist's notice; a failure is logged, never undone. */
export async function sendSettlementMails(
  deps: NoticeDeps & { config: Config },
  d: Settlement,
): Promise<void> {
  const facts: PurchaseFacts = {
    producto: d.sale.producto,
    monto: d.sale.monto,
    plataforma: d.sale.plataforma,
    transactionId: d.sale.paymentId ?? d.sale.id,
    at: d.sale.createdAt,
    ...nextSteps(deps.config, d, await cancelPolicy(deps.db)),
  };
  const manual = d.sale.plataforma === PLATFORMS.manual;
  if (d.sale.refundDue) {
    // Nothing was bought: the buyer is told the payment comes back, she that it is hers to return.
    await Promise.all([
      deps.mailer.send(secondPaymentMail(d.buyer.email, d.buyer.name, facts)),
      sendNotice(deps, (to) =>
        saleNoticeMail(
          to,
          `${d.buyer.name} <${d.buyer.email}>`,
          { ...facts, producto: `${facts.producto} (${SALE_LABELS.refundDue})` },
          `${deps.config.publicUrl}${PATHS.admin('ventas')}`,
        ),
      ),
    ]);
    return;
  }
  await Promise.all([
    deps.mailer.send(purchaseConfirmationMail(d.buyer.email, d.buyer.name, facts, manual)),
    sendNotice(deps, (to) =>
      saleNoticeMail(
        to,
        `${d.buyer.name} <${d.buyer.email}>`,
        facts,
        `${deps.config.publicUrl}${PATHS.admin('ventas')}`,
      ),
    ),
  ]);
}
