// `npm run backup | restore | seed:demo`: runs one of the API's command-line entry points as
// built JavaScript (dist/api/<name>.js), building the API first when it is missing or older
// than its sources, as `npm start` does. No TypeScript compiler at run time.
import { pathToFileURL } from 'node:url';
import { at, ensureBuilt } from './built.mjs';

const [name, ...args] = process.argv.slice(2);
ensureBuilt(['api']);
// The entry reads its own arguments from process.argv[2...], as when it is run directly.
process.argv = [process.argv[0], at(`dist/api/${name}.js`), ...args];
await import(pathToFileURL(at(`dist/api/${name}.js`)).href);
