// `npm start`: builds what is missing or older than its sources (scripts/built.mjs), then
// runs the built API (which migrates the database and serves the app) in this process. The
// server runs as plain JavaScript (dist/api), with no TypeScript compiler loaded (see
// docs/decisions/0006).
import { pathToFileURL } from 'node:url';
import { at, ensureBuilt } from './built.mjs';

ensureBuilt(['web', 'api']);
await import(pathToFileURL(at('dist/api/main.js')).href);
