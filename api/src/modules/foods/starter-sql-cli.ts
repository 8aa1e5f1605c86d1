// Prints the starter table's migration (see starter-sql.ts):
//   npx tsx api/src/modules/foods/starter-sql-cli.ts > api/drizzle/0011_starter_foods.sql
import { starterSql } from './starter-sql';

process.stdout.write(starterSql());
