/**
 * `npm run stack -- [file]`: reads a stack copied from the log (a file, or standard input) and prints
 * its frames as source lines, from the source maps of the apps' `dist/` folders and of the deploys
 * kept in `.deploy/sourcemaps/` (docs/operations.md "Errors and web vitals").
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SOURCE_MAPS_DIR } from '../deploy/keptSourceMaps';
import { APPS } from '../lib/apps';
import { frameLine, indexSourceMaps, sourceFrames } from './sourceStack';

const input = readFileSync(process.argv[2] ?? 0, 'utf8');
const maps = indexSourceMaps([
  ...APPS.map((app) => path.join(app.dir, 'dist')),
  SOURCE_MAPS_DIR,
]);
const frames = sourceFrames(input, maps);
if (frames.length === 0) {
  console.error(`No frame of this stack has a source map here (${maps.size} maps found).`);
  process.exit(1);
}
console.log(input.split('\n')[0]);
for (const frame of frames) console.log(frameLine(frame));
