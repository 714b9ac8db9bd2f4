// `npm run patches:check`: runs every patch's guard against the installed Docusaurus, without a build. Each
// guard throws when a file its patch rewrites (or the code generator that writes it) is not the one the patch
// was written for. Prints one line per patch and exits 1 when any guard fails.
import {PATCHES} from './index';

let failed = 0;
for (const patch of PATCHES) {
  try {
    patch.check();
    console.log(`ok    ${patch.name}`);
  } catch (error) {
    failed++;
    console.log(`FAIL  ${patch.name}: ${error instanceof Error ? error.message : String(error)}`);
  }
}
console.log(`patches:check: ${PATCHES.length - failed} of ${PATCHES.length} patches match the installed files`);
process.exit(failed > 0 ? 1 : 0);
