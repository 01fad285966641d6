import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webpack, { type StatsChunk } from 'webpack';
import { FirstStageChunks } from './firstStageChunks';

/*
 * A build of a small app started in two stages, as the host starts in three: each stage's modules
 * in one chunk named for it, a module both stages import in the first, nothing a stage imports
 * lazily or leaves to tree shaking, and a later chunk that uses a stage's module without a copy.
 */
const SOURCES: Record<string, string> = {
  // The barrel kept as a module of its own, as antd's index is: its unused re-exports stay in the graph.
  'package.json': JSON.stringify({ name: 'fixture', sideEffects: ['./barrel.js'] }),
  'index.js': "import('./first'); import('./second'); import('./later');",
  'first.js':
    "import { x } from './x'; import { y } from './y'; import { used } from './barrel';\nexport const first = () => [x, y, used(), import('./lazy')];",
  'second.js': "import { y } from './y'; import { z } from './z';\nexport const second = () => [y, z];",
  'later.js':
    "import { x } from './x'; import { unused } from './unused';\nexport const later = () => [x, unused];",
  'barrel.js': "export { used } from './used'; export { unused } from './unused';",
  'used.js': "export const used = () => 'used';",
  'unused.js': "export const unused = () => 'unused';",
  'lazy.js': "export const lazy = () => 'lazy';",
  // Functions, not constants: webpack inlines an exported constant into the modules that import it.
  'x.js': "export const x = () => 'x';",
  'y.js': "export const y = () => 'y';",
  'z.js': "export const z = () => 'z';",
};

let chunks: StatsChunk[] = [];
let dir = '';

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'first-stage-'));
  for (const [name, text] of Object.entries(SOURCES)) writeFileSync(path.join(dir, name), text);
  const stages = new FirstStageChunks([
    { name: 'stage-first', roots: [/[\\/]first\.js$/] },
    { name: 'stage-second', roots: [/[\\/]second\.js$/] },
  ]);
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: './index.js',
    output: { path: path.join(dir, 'dist') },
    optimization: {
      minimize: false,
      concatenateModules: false, // each module listed by its own name
      splitChunks: { chunks: 'async', minSize: 0, cacheGroups: stages.cacheGroups() },
    },
    plugins: [stages],
  });
  const stats = await new Promise<webpack.Stats>((resolve, reject) =>
    compiler.run((error, result) => (error || !result ? reject(error) : resolve(result))),
  );
  expect(stats.hasErrors()).toBe(false);
  chunks = stats.toJson({ chunks: true, chunkModules: true }).chunks ?? [];
}, 30_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The fixture's files in the chunks named `name` (or, for null, in unnamed chunks holding `file`). */
const filesOf = (chunk: StatsChunk | undefined): string[] =>
  (chunk?.modules ?? []).map((module) => String(module.name).replace(/^\.\//, '')).sort();
const named = (name: string): StatsChunk | undefined => chunks.find((chunk) => chunk.names?.includes(name));

it('puts each stage’s synchronous imports in the stage’s one chunk, a module both import in the first stage', () => {
  expect(filesOf(named('stage-first'))).toEqual(['barrel.js', 'first.js', 'used.js', 'x.js', 'y.js']);
  expect(filesOf(named('stage-second'))).toEqual(['second.js', 'z.js']);
});

it('leaves out what a stage loads lazily, and an export of its imports it does not use', () => {
  const elsewhere = chunks.filter((chunk) => !chunk.names?.includes('stage-first')).flatMap(filesOf);
  expect(filesOf(named('stage-first'))).not.toContain('lazy.js');
  expect(elsewhere).toContain('lazy.js');
  // The barrel's other module: only the later chunk uses it.
  expect(filesOf(named('stage-first'))).not.toContain('unused.js');
  expect(elsewhere).toContain('unused.js');
});

it('lets a later chunk use a stage’s module from the stage’s chunk, without a copy', () => {
  const holders = chunks.filter((chunk) => filesOf(chunk).includes('x.js'));
  expect(holders.map((chunk) => chunk.names)).toEqual([['stage-first']]);
});
