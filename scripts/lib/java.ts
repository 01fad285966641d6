import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** The Java the Firebase emulators need (firebase-tools 15: Java ≥ 21). */
export const MIN_JAVA = 21;

/** The major version a `java -version` banner names (`"17.0.15"` → 17, `"1.8.0"` → 8), 0 if none. */
export function parseJavaMajor(banner: string): number {
  const match = /version "(\d+)(?:\.(\d+))?/.exec(banner);
  if (!match) return 0;
  const major = Number(match[1]);
  return major === 1 ? Number(match[2] ?? 0) : major;
}

function majorVersion(javaBin: string): number {
  const result = spawnSync(javaBin, ['-version'], { encoding: 'utf8' });
  return parseJavaMajor(`${result.stdout ?? ''}${result.stderr ?? ''}`);
}

/**
 * Finds a JDK home with Java ≥ 21: `JAVA_HOME` first, then every JVM under /usr/lib/jvm, newest
 * name first (Debian 12 ships 17; machines of this kind also have a Temurin 25 there).
 * @returns the JDK's home folder, or null when none qualifies.
 */
export function findJavaHome(): string | null {
  const candidates: string[] = [];
  if (process.env.JAVA_HOME) candidates.push(process.env.JAVA_HOME);
  const jvmRoot = '/usr/lib/jvm';
  if (existsSync(jvmRoot)) {
    for (const entry of readdirSync(jvmRoot).sort().reverse()) candidates.push(path.join(jvmRoot, entry));
  }
  for (const home of candidates) {
    const bin = path.join(home, 'bin', 'java');
    if (existsSync(bin) && majorVersion(bin) >= MIN_JAVA) return home;
  }
  return null;
}
