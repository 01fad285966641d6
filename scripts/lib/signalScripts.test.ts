import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './emulatorEnv';
import { signalHandlingScripts, startsThroughTsxCli } from './signalScripts';

/** Every file that starts a script: the package.json files' scripts and the scripts themselves. */
function starters(): { file: string; text: string }[] {
  const files = [
    'package.json',
    ...readdirSync(path.join(ROOT, 'remotes')).map((remote) => path.join('remotes', remote, 'package.json')),
    ...readdirSync(path.join(ROOT, 'scripts'))
      .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
      .map((name) => path.join('scripts', name)),
  ];
  return files.map((file) => ({ file, text: readFileSync(path.join(ROOT, file), 'utf8') }));
}

describe('scripts that handle Ctrl-C', () => {
  it('are the start script, the emulators wrapper and a remote on its own', () => {
    expect(signalHandlingScripts()).toEqual(['standalone.ts', 'start.ts', 'with-emulators.ts']);
  });

  it('are started in one process everywhere, never through the tsx command line', () => {
    const scripts = signalHandlingScripts();
    const found = starters().flatMap(({ file, text }) =>
      startsThroughTsxCli(text, scripts).map((start) => `${file}: ${start}`),
    );
    expect(found).toEqual([]);
  });

  it('names a start through the tsx command line, in a package.json or a spawn', () => {
    const scripts = ['start.ts', 'with-emulators.ts'];
    expect(startsThroughTsxCli('"start": "tsx scripts/start.ts"', scripts)).toEqual([
      'start.ts: …"start": "tsx',
    ]);
    expect(
      startsThroughTsxCli("spawn('npx', ['tsx', 'scripts/with-emulators.ts', '--'])", scripts),
    ).toHaveLength(1);
    expect(startsThroughTsxCli('"standalone": "tsx ../../scripts/start.ts ."', scripts)).toHaveLength(1);
    expect(startsThroughTsxCli('"start": "node --import tsx scripts/start.ts"', scripts)).toEqual([]);
    expect(
      startsThroughTsxCli("spawn('node', ['--import', 'tsx', 'scripts/with-emulators.ts'])", scripts),
    ).toEqual([]);
    expect(startsThroughTsxCli('// Runs inside scripts/with-emulators.ts', scripts)).toEqual([]);
  });
});
