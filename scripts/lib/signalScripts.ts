import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './emulatorEnv';

/**
 * The scripts that handle Ctrl-C themselves (they save data and stop the emulators) run in one
 * process, `node --import tsx <script>`, never through tsx's command line: that runs the script in
 * a child and, when the child has not answered a signal within a few tens of milliseconds (a busy
 * main thread on a loaded machine), kills it outright, cutting a save in the middle
 * (docs/decisions/0048-ctrl-c-in-one-process.md).
 */

/** A script of `scripts/` that installs its own SIGINT handler. */
export function signalHandlingScripts(dir = path.join(ROOT, 'scripts')): string[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .filter((name) =>
      /process\.on(?:ce)?\(\s*(?:signal|'SIGINT')/u.test(readFileSync(path.join(dir, name), 'utf8')),
    );
}

/**
 * Each place in `text` that starts one of `scripts` other than as `node --import tsx <script>`
 * (in a package.json script or a spawn's argument list alike).
 * @returns `<script>: …<the text before it>` for each, empty when every start is in one process
 */
export function startsThroughTsxCli(text: string, scripts: readonly string[]): string[] {
  const found: string[] = [];
  for (const script of scripts) {
    const mention = new RegExp(`(?:\\.\\./)*scripts/${script.replace('.', '\\.')}`, 'gu');
    for (const match of text.matchAll(mention)) {
      const before = text.slice(Math.max(0, match.index - 40), match.index);
      // A start names tsx just before the path; a comment or a log line does not.
      if (!/tsx['"]?[,\s]+['"]?$/u.test(before)) continue;
      if (!/--import['"]?[,\s]+['"]?tsx['"]?[,\s]+['"]?$/u.test(before))
        found.push(`${script}: …${before.trim()}`);
    }
  }
  return found;
}
