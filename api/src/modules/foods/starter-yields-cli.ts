// Prints the UPDATE that ends api/drizzle/0018_food_yields.sql (see starter-yields.ts):
//   npx tsx api/src/modules/foods/starter-yields-cli.ts
import { starterYieldsSql } from './starter-yields';

process.stdout.write(starterYieldsSql());
