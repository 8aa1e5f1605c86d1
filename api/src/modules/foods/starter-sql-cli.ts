// Prints the starter table's migration (see starter-sql.ts):
//   npx tsx api/src/modules/foods/starter-sql-cli.ts > api/drizzle/0011_starter_foods.sql
// or, with `synonyms`, the UPDATE that ends api/drizzle/0017_food_synonyms.sql.
import { starterSql, starterSynonymsSql } from './starter-sql';

process.stdout.write(process.argv[2] === 'synonyms' ? starterSynonymsSql() : starterSql());
