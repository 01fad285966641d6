/**
 * Bundles the callable functions into `lib/index.js` (docs/decisions/0005-build-time-packages.md): the
 * build-time workspace packages (`@adplatform/*`, free of browser code) are compiled in, the runtime
 * dependencies listed in package.json stay external (the deploy installs them).
 */
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const dir = fileURLToPath(new URL('.', import.meta.url));
const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

await build({
  absWorkingDir: dir,
  entryPoints: ['src/index.ts'],
  outfile: 'lib/index.js',
  bundle: true,
  platform: 'node',
  target: 'node24',
  format: 'cjs',
  sourcemap: true,
  // A package named here also covers its sub-paths (firebase-functions/v2/https).
  external: Object.keys(manifest.dependencies),
  logLevel: 'warning',
});
