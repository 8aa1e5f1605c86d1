// Writes api/src/modules/foods/usda-foods.csv from USDA SR24 (see extract.ts and sr24.ts):
//   npx tsx api/src/modules/foods/usda/extract-cli.ts           writes it
//   npx tsx api/src/modules/foods/usda/extract-cli.ts --check   writes nothing; exits 1 if
//                                                               the file is not what it would write
// The jar: USDA_SR24_JAR, else .tmp/usda/usda_sr24.jar, else downloaded there with apt.
import fs from 'node:fs';
import path from 'node:path';
import { buildUsdaFoodsCsv, type UsdaFoodsReport } from './extract';
import { obtainSr24Jar, readSr24 } from './sr24';

const here = import.meta.dirname;
const repo = path.resolve(here, '../../../../..');
const FILES = {
  starterFoods: path.join(here, '../starter-foods.csv'),
  starterMapping: path.join(here, 'usda-starter.csv'),
  newMapping: path.join(here, 'usda-new.csv'),
  out: path.join(here, '../usda-foods.csv'),
};

const readIfPresent = (file: string) =>
  fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;

/** Where two texts first part: the line number and both lines, for --check's message. */
function firstDifference(actual: string, expected: string): string {
  const a = actual.split('\n');
  const e = expected.split('\n');
  const i = e.findIndex((line, n) => line !== a[n]);
  const at = i < 0 ? e.length : i;
  return `línea ${at + 1}\n  en el archivo: ${a[at] ?? '(no hay)'}\n  se generaría:  ${e[at] ?? '(no hay)'}`;
}

function printReport(r: UsdaFoodsReport, rows: number) {
  console.error(`Alimentos iniciales con su par en SR24: ${r.matched}`);
  console.error(`Sin par en SR24 (${r.unmatched.length}): ${r.unmatched.join(' | ') || 'ninguno'}`);
  console.error(`Alimentos nuevos de SR24: ${r.newFoods}`);
  if (r.skipped.length) console.error(`Nuevos que quedaron afuera (${r.skipped.length}):`);
  for (const s of r.skipped) console.error(`  ${s}`);
  console.error(
    `Filas con sodio, azúcares y grasas saturadas: ${r.withOctagonNutrients} de ${rows}`,
  );
  const leftOut = [...r.leftOutMeasures].sort((x, y) => y[1] - x[1] || x[0].localeCompare(y[0]));
  console.error(`Medidas de SR24 sin traducción, que quedaron afuera (${leftOut.length}):`);
  for (const [name, foods] of leftOut) console.error(`  ${name} (${foods})`);
}

async function main() {
  const jar = obtainSr24Jar({
    jarPath: process.env.USDA_SR24_JAR || undefined,
    workDir: path.join(repo, '.tmp/usda'),
  });
  const { text, report } = buildUsdaFoodsCsv({
    foods: await readSr24(jar),
    starterFoodsCsv: fs.readFileSync(FILES.starterFoods, 'utf8'),
    starterMappingCsv: fs.readFileSync(FILES.starterMapping, 'utf8'),
    newMappingCsv: readIfPresent(FILES.newMapping),
  });
  printReport(report, text.split('\n').length - 2);
  if (!process.argv.includes('--check')) {
    fs.writeFileSync(FILES.out, text);
    console.error(`Escrito ${path.relative(repo, FILES.out)}`);
    return;
  }
  const committed = readIfPresent(FILES.out) ?? '';
  if (committed === text) return console.error('usda-foods.csv está al día');
  console.error(`usda-foods.csv no es lo que se generaría: ${firstDifference(committed, text)}`);
  process.exitCode = 1;
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
});
