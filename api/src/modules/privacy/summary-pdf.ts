import type { TMyData } from '@contract/privacy';
import { formatInMontevideo, montevideoNoon } from '@contract/time';
import { newPdfDocument, PDF_FONT, printable } from '../../pdf/fonts';

const MARGIN = 50;
const longDay = (day: string) => {
  const noon = montevideoNoon(day);
  return noon ? formatInMontevideo(noon, 'date') : day;
};
const when = (iso: string) => (iso ? formatInMontevideo(new Date(iso), 'shortDateTime') : '—');

const WHAT_READ: Record<string, string> = {
  anamnesis: 'tu anamnesis',
  controles: 'tus controles',
  control: 'un control',
};

/**
 * The readable summary of a person's download (issue 33): what 'Mis datos' lists, as a
 * PDF a person can open without knowing what JSON is. The files beside it hold the rows.
 */
export function renderSummaryPdf(data: TMyData, practiceName: string, at: Date): Promise<Buffer> {
  const doc = newPdfDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: 'Mis datos', Author: practiceName },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const heading = (text: string) =>
    doc.moveDown(0.8).font(PDF_FONT.bold).fontSize(13).text(printable(text)).moveDown(0.3);
  const line = (text: string) => doc.font(PDF_FONT.regular).fontSize(10).text(printable(text));

  doc
    .font(PDF_FONT.bold)
    .fontSize(18)
    .text(printable(`Tus datos${practiceName ? ` en ${practiceName}` : ''}`));
  line(`Preparado el ${formatInMontevideo(at, 'shortDateTime')}, solo para ${data.account.name}.`);
  line(
    'Este resumen dice qué datos guardamos de vos y por qué. Los archivos .json de esta carpeta tienen cada dato; la carpeta archivos, tus fotos y archivos.',
  );

  heading('Tu cuenta');
  line(`Nombre: ${data.account.name}`);
  line(`Correo: ${data.account.email}`);
  if (data.account.phone) line(`Celular: ${data.account.phone}`);
  line(`Cuenta creada el ${when(data.account.createdAt)}`);

  heading('Tus consentimientos');
  if (data.consents.length === 0) line('Todavía no diste ninguno.');
  for (const c of data.consents) line(`${c.label}: versión ${c.version}, el ${when(c.at)}`);

  heading('Qué guardamos y por qué');
  for (const k of data.kinds.filter((k) => k.count > 0)) {
    line(`${k.label}: ${k.count} (archivo ${k.key}.json)`);
    doc.fillColor('#555').fontSize(9).text(printable(k.why)).fillColor('#000');
  }

  heading('Quién leyó tu historia clínica');
  if (data.access.length === 0) line('Nadie de la consulta la abrió todavía.');
  for (const a of data.access) line(`${when(a.at)}: ${a.by} leyó ${WHAT_READ[a.what] ?? a.what}`);

  heading('Tus pedidos');
  if (data.requests.length === 0) line('No hiciste ningún pedido sobre tus datos.');
  for (const r of data.requests)
    line(
      `${r.kind === 'baja' ? 'Baja de la cuenta' : 'Corrección'} pedida el ${when(r.requestedAt)}: ${r.answeredAt ? `respondido el ${when(r.answeredAt)}` : `se responde hasta el ${longDay(r.dueDay)}`}`,
    );
  doc.end();
  return done;
}
