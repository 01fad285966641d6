import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** One edit of a source file: `anchor` must occur exactly once; `insert` goes right after it. */
export interface SourceEdit {
  readonly file: string;
  readonly anchor: string;
  readonly insert: string;
}

/**
 * Applies `edits`, runs `work`, and restores every file as it was, whatever happens.
 * @throws Error when an anchor is missing or ambiguous (the fixture no longer fits the code)
 */
export function withSourceEdits<T>(edits: readonly SourceEdit[], work: () => T): T {
  const originals = new Map<string, string>();
  try {
    for (const { file, anchor, insert } of edits) {
      const text = originals.get(file) ?? readFileSync(file, 'utf8');
      originals.set(file, text);
      const current = readFileSync(file, 'utf8');
      const at = current.indexOf(anchor);
      if (at < 0 || current.indexOf(anchor, at + 1) >= 0) {
        throw new Error(`The fixture's anchor must occur once in ${file}: ${anchor}`);
      }
      writeFileSync(file, current.slice(0, at + anchor.length) + insert + current.slice(at + anchor.length));
    }
    return work();
  } finally {
    for (const [file, text] of originals) writeFileSync(file, text);
  }
}

/** A digest of every file below `dir` (names and bytes): equal digests, identical folders. */
export function folderDigest(dir: string): string {
  const hash = createHash('sha256');
  const walk = (current: string): void => {
    for (const entry of readdirSync(current, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(`${path.relative(dir, full)}\0`).update(readFileSync(full));
    }
  };
  walk(dir);
  return hash.digest('hex');
}

/** Builds one remote for production into `outputPath`, as its team's release does (nothing else built). */
export function buildRemote(remoteDir: string, outputPath: string): void {
  execFileSync('npx', ['webpack', '--mode', 'production', '--output-path', outputPath], {
    cwd: remoteDir,
    env: { ...process.env, NODE_OPTIONS: '--import=tsx' },
    stdio: 'pipe',
  });
}
