import { Readable } from 'node:stream';
import yazl from 'yazl';
import { PERSONAL_DATA_KINDS, type PersonalDataKind } from '@contract/privacy';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import type { Storage } from '../../media/storage';
import { getPractice } from '../practice';
import { personalFiles, personalRows, type UserRegistry } from '../users';
import { myData } from './my-data.service';
import { renderSummaryPdf } from './summary-pdf';

export interface ExportDeps {
  db: Db;
  clock: Clock;
  storage: Storage;
  userRegistry: UserRegistry;
}

const KINDS = Object.keys(PERSONAL_DATA_KINDS) as PersonalDataKind[];

const README = `Tus datos

resumen.pdf: lo que guardamos de vos y por qué, para leer.
Un archivo .json por cada tipo de dato (cuenta.json, anamnesis.json, controles.json...):
cada dato tal como lo guardamos, para llevarlo a otro lugar. Un archivo con [] no tiene nada.
archivos/: tus fotos de perfil y de controles, tus planes y los archivos que te entregamos.

Las claves y contraseñas no se guardan: solo una huella que no permite recuperarlas, y
no van en esta descarga.
`;

/**
 * The person's download (issue 33): one JSON file per kind of their data (every kind,
 * an empty one as []), their stored files, and a readable PDF summary. Made for this
 * person only, from the personal-data registry: the rows and files each module declares
 * as theirs. The rows and the summary are built first; the stored files are read as the
 * ZIP streams out.
 */
export async function myDataZip(deps: ExportDeps, userId: string): Promise<Readable> {
  const at = deps.clock.now();
  const registry = deps.userRegistry.personalData;
  const rows = await personalRows(deps.db, registry, userId);
  const files = await personalFiles(deps.db, registry, userId);
  const summary = await myData(deps, userId);
  const practice = await getPractice(deps.db);
  const pdf = await renderSummaryPdf(summary, practice.name.trim(), at);

  const zip = new yazl.ZipFile();
  const add = (data: Buffer, name: string) => zip.addBuffer(data, name, { mtime: at, mode: 0o600 });
  add(Buffer.from(README), 'LEAME.txt');
  add(pdf, 'resumen.pdf');
  for (const kind of KINDS)
    add(Buffer.from(`${JSON.stringify(rows.get(kind) ?? [], null, 2)}\n`), `${kind}.json`);
  // Each file is read when the ZIP reaches it, so one at a time is held in memory, however
  // many photos a person has (a file gone since the listing is given empty). Photos and
  // PDFs are compressed already: stored as they are, not deflated again.
  for (const [area, names] of files)
    for (const name of names)
      zip.addReadStreamLazy(
        `archivos/${area}/${name}`,
        { mtime: at, mode: 0o600, compress: false },
        (cb) => {
          deps.storage.read(area, name).then(
            (data) => cb(null, Readable.from(data ? [data] : [])),
            (err: unknown) => cb(err, Readable.from([])),
          );
        },
      );
  zip.end();
  return zip.outputStream as Readable;
}
