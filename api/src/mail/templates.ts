import { chargedText } from '@contract/commerce';
import { formatMoney } from '@contract/money';
import { formatInMontevideo, montevideoNoon } from '@contract/time';
import type { Mail } from './mailer';

/** Spanish mail templates. Every template gives a plain-text and an HTML part. */

function escapeHtml(s: string): string {
  return s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

/**
 * Where the nutritionist's signature goes in a mail to a client; `signMail` fills it in.
 * Notices to her (`signed` false) have none.
 */
const SIGNATURE_SLOT = '<!--firma-->';

/** A link of a mail besides its button ('Agregar a Google Calendar', 'Cambiar horario'). */
type MailLink = { label: string; url: string };

function layout(
  title: string,
  paragraphs: string[],
  action?: { label: string; url: string },
  signed = true,
  links: MailLink[] = [],
): string {
  const body =
    paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('') +
    links
      .map(
        (l) =>
          `<p style="margin:0 0 12px"><a href="${escapeHtml(l.url)}" style="color:#2b8a3e">${escapeHtml(l.label)}</a></p>`,
      )
      .join('');
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#2f9e44;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(action.label)}</a></p><p style="font-size:13px;color:#555">Si el botón no funciona, copiá este enlace en tu navegador:<br>${escapeHtml(action.url)}</p>`
    : '';
  return `<!doctype html><html lang="es"><body style="font-family:Arial,Helvetica,sans-serif;color:#222;max-width:560px;margin:0 auto;padding:24px"><h1 style="font-size:20px;color:#2b8a3e">${escapeHtml(title)}</h1>${body}${button}${signed ? SIGNATURE_SLOT : ''}<hr style="border:none;border-top:1px solid #eee;margin:32px 0 12px"><p style="font-size:12px;color:#777">Recibís este correo por tu cuenta en nuestro sitio de nutrición.</p></body></html>`;
}

function text(paragraphs: string[], action?: { label: string; url: string }): string {
  return [...paragraphs, ...(action ? [`${action.label}: ${action.url}`] : [])].join('\n\n') + '\n';
}

/** Her signature (name, then title) where the layout left room for it: mails to clients only. */
export function signMail(mail: Mail, who: { name: string; title: string }): Mail {
  if (!mail.html.includes(SIGNATURE_SLOT)) return mail;
  const lines = [who.name, ...(who.title ? [who.title] : [])];
  const html = `<p style="margin:24px 0 0">Saludos,<br>${lines.map((l, i) => (i === 0 ? `<strong>${escapeHtml(l)}</strong>` : escapeHtml(l))).join('<br>')}</p>`;
  return {
    ...mail,
    text: `${mail.text}\nSaludos,\n${lines.join('\n')}\n`,
    html: mail.html.replace(SIGNATURE_SLOT, () => html),
  };
}

export function welcomeMail(to: string, name: string, siteUrl: string): Mail {
  const p = [
    `Hola ${name}:`,
    'Tu cuenta quedó creada. Ya podés entrar para comprar planes, recetarios y turnos, completar tu anamnesis y registrar tus controles.',
  ];
  const action = { label: 'Entrar a mi cuenta', url: `${siteUrl}/auth/entrar` };
  return {
    to,
    subject: 'Te damos la bienvenida: tu cuenta está lista',
    text: text(p, action),
    html: layout('Te damos la bienvenida', p, action),
  };
}

export function newUserNoticeMail(
  to: string,
  user: { name: string; email: string; celPhone: string | null },
  siteUrl: string,
): Mail {
  const p = [
    'Se registró un nuevo usuario en el sitio.',
    `Nombre: ${user.name}`,
    `Email: ${user.email}`,
    `Teléfono: ${user.celPhone ?? '-'}`,
  ];
  const action = { label: 'Ver usuarios', url: `${siteUrl}/auth/administracion` };
  return {
    to,
    subject: `Nuevo usuario: ${user.name}`,
    text: text(p, action),
    html: layout('Nuevo usuario registrado', p, action, false),
  };
}

export function resetPasswordMail(to: string, name: string, url: string): Mail {
  const p = [
    `Hola ${name}:`,
    'Recibimos un pedido para cambiar la contraseña de tu cuenta. El enlace vale por una hora y se puede usar una sola vez.',
    'Si no lo pediste vos, ignorá este correo: tu contraseña sigue igual.',
  ];
  const action = { label: 'Cambiar contraseña', url };
  return {
    to,
    subject: 'Cambiá tu contraseña',
    text: text(p, action),
    html: layout('Cambiar contraseña', p, action),
  };
}

const money = (amount: string) => formatMoney(amount, ' ');
const dateTime = (d: Date) => formatInMontevideo(d, 'longDateTime');

/** What one purchase mail says: the facts the terms require, then what happens next. */
export interface PurchaseFacts {
  producto: string;
  monto: string;
  plataforma: string;
  /** The provider's transaction id, or our sale id for a manual assignment. */
  transactionId: string;
  at: Date;
  nextSteps: string[];
  action: { label: string; url: string };
}

/**
 * The confirmation the terms speak of: the contract is perfected by the payment and
 * this e-mail, so it states the product, the amount, the date and the transaction.
 */
export function purchaseConfirmationMail(
  to: string,
  name: string,
  f: PurchaseFacts,
  manual: boolean,
): Mail {
  const p = [
    `Hola ${name}:`,
    manual
      ? `Te asignamos el producto "${f.producto}". Este correo confirma la asignación.`
      : `Recibimos tu pago de "${f.producto}". Este correo confirma tu compra.`,
    `Producto: ${f.producto}`,
    `Monto: ${chargedText(f.monto, ' ')}`,
    `Fecha: ${dateTime(f.at)}`,
    `Medio: ${f.plataforma}`,
    `Número de transacción: ${f.transactionId}`,
    ...f.nextSteps,
  ];
  return {
    to,
    subject: manual ? `Te asignamos: ${f.producto}` : `Confirmación de compra: ${f.producto}`,
    text: text(p, f.action),
    html: layout(manual ? 'Plan asignado' : '¡Gracias por tu compra!', p, f.action),
  };
}

/** The nutritionist's notice of a sale. */
export function saleNoticeMail(to: string, buyer: string, f: PurchaseFacts, url: string): Mail {
  const p = [
    `Nueva venta: ${f.producto}`,
    `Cliente: ${buyer}`,
    `Monto: ${chargedText(f.monto, ' ')}`,
    `Medio: ${f.plataforma}`,
    `Número de transacción: ${f.transactionId}`,
    `Fecha: ${dateTime(f.at)}`,
  ];
  const action = { label: 'Ver ventas', url };
  return {
    to,
    subject: `Nueva venta: ${f.producto} (${chargedText(f.monto, ' ')})`,
    text: text(p, action),
    html: layout('Nueva venta', p, action, false),
  };
}

/**
 * A second payment for a once-only product the buyer already had (DECISIONS §9): no new
 * purchase; the payment is given back.
 */
export function secondPaymentMail(to: string, name: string, f: PurchaseFacts): Mail {
  const p = [
    `Hola ${name}:`,
    `Recibimos un pago de "${f.producto}" por ${money(f.monto)} (transacción ${f.transactionId}), pero ese producto ya era tuyo.`,
    'No es una compra nueva: te vamos a devolver ese pago por el mismo medio. Tus archivos siguen disponibles en tu cuenta.',
  ];
  return {
    to,
    subject: `Ya tenías ${f.producto}: te devolvemos el pago`,
    text: text(p, f.action),
    html: layout('Ya era tuyo', p, f.action),
  };
}

/**
 * The client's notice that a sale was refunded and what it unlocked is closed; for a
 * manual assignment (no transaction) nothing was paid, so only the access ends.
 */
export function refundMail(
  to: string,
  name: string,
  f: { producto: string; monto: string; transactionId: string | null; keepsAccess?: boolean },
): Mail {
  const p = f.transactionId
    ? [
        `Hola ${name}:`,
        `Reembolsamos tu compra de "${f.producto}" por ${money(f.monto)} (transacción ${f.transactionId}).`,
        f.keepsAccess
          ? 'El dinero vuelve por el mismo medio de pago; según tu banco puede tardar unos días en verse. Era un segundo pago: tu compra anterior sigue disponible.'
          : 'El dinero vuelve por el mismo medio de pago; según tu banco puede tardar unos días en verse. El acceso a ese producto quedó cerrado.',
      ]
    : [
        `Hola ${name}:`,
        `Dimos de baja la asignación de "${f.producto}". El acceso a ese producto quedó cerrado.`,
        'Si creés que es un error, escribile a la nutricionista.',
      ];
  return {
    to,
    subject: f.transactionId
      ? `Reembolso de tu compra: ${f.producto}`
      : `Baja de tu plan: ${f.producto}`,
    text: text(p),
    html: layout(f.transactionId ? 'Reembolso realizado' : 'Plan dado de baja', p),
  };
}

/**
 * A booked, moved, cancelled or upcoming appointment, to the client or to the nutritionist;
 * the consulting room's address and map link when set (empty: no word of a place).
 */
export function appointmentMail(
  kind: 'booked' | 'moved' | 'cancelled' | 'reminder' | 'reminder-2h',
  to: string,
  f: {
    greeting: string;
    range: string;
    who?: string;
    note?: string;
    /** A move: the time it had before. */
    before?: string;
    address?: string;
    mapUrl?: string;
    /** 'Agregar a Google Calendar', 'Cambiar horario', 'Cancelar turno', 'Escribir por WhatsApp'. */
    links?: MailLink[];
  },
  action?: { label: string; url: string },
  attachment?: Mail['attachments'],
): Mail {
  const links = f.links ?? [];
  const lines = {
    booked: {
      subject: `Turno presencial confirmado: ${f.range}`,
      title: 'Turno confirmado',
      body: `Quedó agendado el turno presencial para el ${f.range} (hora de Montevideo).`,
    },
    // To her (`who` set): a client moved their own appointment.
    moved: f.who
      ? {
          subject: `Cambio de horario de un turno presencial: ${f.range}`,
          title: 'Un turno cambió de horario',
          body: `El turno presencial pasó al ${f.range} (hora de Montevideo).`,
        }
      : {
          subject: `Cambio de horario de tu turno presencial: ${f.range}`,
          title: 'Tu turno cambió de horario',
          body: `Tu turno presencial pasó al ${f.range} (hora de Montevideo).`,
        },
    cancelled: {
      subject: `Turno presencial cancelado: ${f.range}`,
      title: 'Turno cancelado',
      body: `Se canceló el turno presencial del ${f.range}.`,
    },
    reminder: {
      subject: `Recordatorio: tu turno es mañana, ${f.range}`,
      title: 'Tu turno es mañana',
      body: `Te recordamos tu turno presencial del ${f.range} (hora de Montevideo).`,
    },
    'reminder-2h': {
      subject: `Recordatorio: tu turno es en 2 horas, ${f.range}`,
      title: 'Tu turno es en 2 horas',
      body: `Te esperamos en 2 horas: turno presencial del ${f.range} (hora de Montevideo).`,
    },
  }[kind];
  const p = [
    f.greeting,
    lines.body,
    ...(f.before ? [`Antes era el ${f.before}.`] : []),
    ...(f.who ? [`Cliente: ${f.who}`] : []),
    ...(f.address ? [`Lugar: ${f.address}`] : []),
    ...(f.mapUrl ? [`Cómo llegar: ${f.mapUrl}`] : []),
    ...(f.note ? [f.note] : []),
    ...(kind === 'cancelled'
      ? []
      : ['El archivo adjunto lo agrega a tu calendario (Google, Apple, Outlook).']),
  ];
  return {
    to,
    subject: lines.subject,
    text: text([...p, ...links.map((l) => `${l.label}: ${l.url}`)], action),
    html: layout(lines.title, p, action, !f.who, links),
    attachments: attachment,
  };
}

/**
 * A freed slot offered to a client of the waiting list (issue 34): theirs if they reserve
 * it by `deadline`, then offered to the next person.
 */
export function slotOfferMail(
  to: string,
  f: { greeting: string; range: string; deadline: string; policy: string },
  url: string,
): Mail {
  const p = [
    f.greeting,
    `Se liberó un turno presencial el ${f.range} (hora de Montevideo), y sos la primera persona de la lista de espera.`,
    `Te lo guardamos hasta ${f.deadline}: si lo querés, reservalo con un toque. Después se lo ofrecemos a la siguiente persona.`,
    'Reservarlo usa uno de tus turnos pagos. Si no te queda bien, no hagas nada: seguís en la lista para el próximo.',
    f.policy,
  ];
  const action = { label: 'Reservar este turno', url };
  return {
    to,
    subject: `Se liberó un turno: ${f.range}`,
    text: text(p, action),
    html: layout('Se liberó un turno para vos', p, action),
  };
}

/** A message waits on the site: who wrote, never what (it may be health data). */
export function messageWaitingMail(
  to: string,
  name: string | null,
  from: string,
  url: string,
): Mail {
  const p = [
    name ? `Hola ${name}:` : 'Hola:',
    `Tenés un mensaje nuevo de ${from} en el sitio.`,
    'Por tu privacidad no lo copiamos en este correo: entrá a tu cuenta para leerlo y responder.',
  ];
  const action = { label: 'Leer el mensaje', url };
  return {
    to,
    subject: `Tenés un mensaje nuevo de ${from}`,
    text: text(p, action),
    html: layout('Mensaje nuevo', p, action, name !== null),
  };
}

/** 'miércoles, 18 de marzo' for a Montevideo calendar day 'YYYY-MM-DD'. */
function longDay(day: string): string {
  const noon = montevideoNoon(day);
  return noon ? formatInMontevideo(noon, 'weekdayDayMonth') : day;
}

/** The client's personalized plan is ready to download. */
export function deliveredMail(to: string, name: string, plan: string, url: string): Mail {
  const p = [
    `Hola ${name}:`,
    `Tu plan personalizado "${plan}" está listo.`,
    'Lo descargás desde la página de tu plan, con tu cuenta: los archivos son solo tuyos.',
  ];
  const action = { label: 'Ver y descargar mi plan', url };
  return {
    to,
    subject: `Tu plan personalizado está listo: ${plan}`,
    text: text(p, action),
    html: layout('Tu plan está listo', p, action),
  };
}

/** The nutritionist's warning: a delivery falls due in two business days, or is late. */
export function deliveryWarningMail(
  to: string,
  kind: 'due-soon' | 'overdue',
  f: { client: string; plan: string; due: string; url: string },
): Mail {
  const soon = kind === 'due-soon';
  const p = [
    soon
      ? `La entrega del plan "${f.plan}" vence el ${longDay(f.due)}.`
      : `La entrega del plan "${f.plan}" venció el ${longDay(f.due)} y sigue pendiente.`,
    `Cliente: ${f.client}`,
  ];
  const action = { label: 'Ver entregas', url: f.url };
  return {
    to,
    subject: soon ? `Entrega por vencer: ${f.plan}` : `Entrega vencida: ${f.plan}`,
    text: text(p, action),
    html: layout(soon ? 'Entrega por vencer' : 'Entrega vencida', p, action, false),
  };
}

/**
 * A meal plan was published (issue 23): the first version is ready, or a later one
 * replaced it. The mail only says so and links to the plan: what the plan holds is health
 * data, read behind the client's login, never in a mailbox.
 */
export function mealPlanPublishedMail(
  to: string,
  name: string,
  f: { version: number; url: string },
): Mail {
  const first = f.version === 1;
  const subject = first ? 'Tu plan alimentario está listo' : 'Tu plan alimentario se actualizó';
  const p = [
    `Hola ${name}:`,
    first
      ? 'Tu plan alimentario está listo. Lo ves desde tu cuenta, en el teléfono o la computadora, y podés descargarlo en PDF.'
      : 'Tu nutricionista actualizó tu plan alimentario. Entrá con tu cuenta para ver la versión nueva; las anteriores quedan para descargar.',
  ];
  const action = { label: 'Ver mi plan alimentario', url: f.url };
  return { to, subject, text: text(p, action), html: layout(subject, p, action) };
}

/** Who a notice to her is about: the client by name and e-mail. */
type NoticeClient = { name: string; email: string };

/**
 * Her notice that a client completed the anamnesis (issue 30): for a plan bought, the
 * delivery's business days start counting now. What the client answered is health data:
 * read in the back office, never in a mailbox.
 */
export function anamnesisNoticeMail(to: string, client: NoticeClient, url: string): Mail {
  const p = [
    `${client.name} completó su anamnesis.`,
    `Nombre: ${client.name}`,
    `Email: ${client.email}`,
    "Si compró un plan personalizado, el plazo de entrega empieza a correr hoy: lo ves en 'Hoy', en Planes para armar.",
  ];
  const action = { label: 'Ver la anamnesis', url };
  return {
    to,
    subject: `Anamnesis completa: ${client.name}`,
    text: text(p, action),
    html: layout('Anamnesis completa', p, action, false),
  };
}

/**
 * Her notice that a client recorded a control (issue 30): when, and whose; the measures
 * and photos are read in the back office, never in a mailbox.
 */
export function controlNoticeMail(
  to: string,
  client: NoticeClient,
  f: { at: Date; url: string },
): Mail {
  const p = [
    `${client.name} registró un control nuevo el ${dateTime(f.at)}.`,
    `Nombre: ${client.name}`,
    `Email: ${client.email}`,
    'Por privacidad, las medidas y las fotos no van en este correo: las ves en el sitio.',
  ];
  const action = { label: 'Ver el control', url: f.url };
  return {
    to,
    subject: `Control nuevo: ${client.name}`,
    text: text(p, action),
    html: layout('Control nuevo', p, action, false),
  };
}

/**
 * The client's reminder on their next-control date (issue 30): an online control is
 * recorded on the site, an in-person one is booked at the consulting room.
 */
export function controlDueMail(
  to: string,
  name: string,
  f: { day: string; inPerson: boolean; url: string },
): Mail {
  const p = [
    `Hola ${name}:`,
    `Llegó la fecha de tu próximo control: el ${longDay(f.day)}.`,
    f.inPerson
      ? 'Tu control es presencial: reservá tu turno en el consultorio, el día y la hora que te queden cómodos.'
      : 'Registrá tu peso y tus medidas desde tu cuenta; si querés, sumá fotos. Tu nutricionista lo va a revisar.',
  ];
  const action = f.inPerson
    ? { label: 'Reservar mi turno', url: f.url }
    : { label: 'Registrar mi control', url: f.url };
  const subject = 'Es hora de tu control';
  return { to, subject, text: text(p, action), html: layout(subject, p, action) };
}

/**
 * Her notice of a request about a client's data (issue 33): what they asked, and the day
 * the law gives her to answer. What a correction says is read in the back office.
 */
export function dataRequestNoticeMail(
  to: string,
  client: NoticeClient,
  f: { kind: 'baja' | 'correccion'; dueDay: string; url: string },
): Mail {
  const what = f.kind === 'baja' ? 'la baja de su cuenta' : 'una corrección de sus datos';
  const p = [
    `${client.name} (${client.email}) pidió ${what}.`,
    `La ley da plazo para responder hasta el ${longDay(f.dueDay)}. Lo ves en 'Hoy'.`,
  ];
  const action = { label: 'Ver el pedido', url: f.url };
  return {
    to,
    subject:
      f.kind === 'baja' ? `Pedido de baja: ${client.name}` : `Pedido de corrección: ${client.name}`,
    text: text(p, action),
    html: layout(f.kind === 'baja' ? 'Pedido de baja' : 'Pedido de corrección', p, action, false),
  };
}

/**
 * The outcome of a client's deletion request: the account is gone, and what stays by law
 * (the clinical record, kept apart; the sales, naming no one). No link: no account remains.
 */
export function erasureOutcomeMail(to: string, name: string, keptClinicalRecord: boolean): Mail {
  const p = [
    `Hola ${name}:`,
    'Eliminamos tu cuenta como pediste: tus datos de acceso, tus mensajes, tus fotos, tus archivos, tus dispositivos y tus turnos a futuro (que quedaron cancelados).',
    keptClinicalRecord
      ? 'Tu historia clínica (anamnesis y controles, sin fotos) queda guardada aparte y solo la nutricionista puede leerla, porque la ley (Ley 18.335 y Ley 20.212) pide conservarla durante un plazo. Cuando ese plazo termine se elimina. Si querés una copia, respondé este correo.'
      : 'También eliminamos tu historia clínica, porque terminó el plazo en que la ley pide conservarla.',
    'Tus pagos quedan registrados sin tu nombre ni tu correo, como pide la ley tributaria.',
  ];
  return {
    to,
    subject: 'Eliminamos tu cuenta',
    text: text(p),
    html: layout('Eliminamos tu cuenta', p),
  };
}

/** A client's correction request was made: what she changed, and where to see it. */
export function correctionDoneMail(to: string, name: string, note: string, url: string): Mail {
  const p = [
    `Hola ${name}:`,
    'Corregimos tus datos como pediste.',
    ...(note ? [`Lo que se cambió: ${note}`] : []),
  ];
  const action = { label: 'Ver mis datos', url };
  return {
    to,
    subject: 'Corregimos tus datos',
    text: text(p, action),
    html: layout('Corregimos tus datos', p, action),
  };
}

/**
 * A CFE to its buyer (issue 34), its PDF attached: the sale's e-Ticket or e-Factura, or the
 * credit note of a refund, naming the document it cancels.
 */
export function invoiceMail(
  to: string,
  name: string,
  f: {
    producto: string;
    monto: string;
    document: string;
    /** A credit note: the document it cancels. */
    cancels?: string;
    url: string;
    pdf: { filename: string; content: Buffer } | null;
  },
): Mail {
  const action = { label: 'Ver mis compras', url: f.url };
  const p = [
    `Hola ${name}:`,
    f.cancels
      ? `Por el reembolso de tu compra de "${f.producto}" emitimos la ${f.document}, por ${money(f.monto)}, que anula el ${f.cancels}.`
      : `Te mandamos el comprobante de tu compra de "${f.producto}": ${f.document}, por ${money(f.monto)}.`,
    f.pdf
      ? 'Va adjunto en PDF y también lo encontrás en Mis Compras.'
      : 'Lo encontrás en Mis Compras, listo para descargar.',
  ];
  return {
    to,
    subject: f.cancels ? `Nota de crédito: ${f.producto}` : `Tu comprobante: ${f.producto}`,
    text: text(p, action),
    html: layout(f.cancels ? 'Nota de crédito' : 'Tu comprobante', p, action),
    attachments: f.pdf
      ? [{ filename: f.pdf.filename, content: f.pdf.content, contentType: 'application/pdf' }]
      : undefined,
  };
}
