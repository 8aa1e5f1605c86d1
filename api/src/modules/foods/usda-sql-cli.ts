// Prints the migration of the food table's USDA values (see usda-sql.ts):
//   npx tsx api/src/modules/foods/usda-sql-cli.ts > api/drizzle/0032_usda_foods.sql
import { usdaSql } from './usda-sql';

process.stdout.write(usdaSql());
