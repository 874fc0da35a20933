// `npm run check:cookbook`: checks every recipe and ingredient catalogue file and the kitchen's
// knowledge files (allergens, dietary needs, food safety, not food, nutrition), printing each
// problem as `file:line: message` (with a did-you-mean for an unknown id) and the recipes per
// category.
// Fails when there is a problem.
import { checkCookbook, describeCookbookCheck } from '../src/server/check-cookbook.ts';

const check = checkCookbook();
console.log(describeCookbookCheck(check));
if (check.problems.length > 0) process.exitCode = 1;
