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
 * The folders where JDKs are installed on this platform, newest name first: /usr/lib/jvm on Linux
 * (Debian 12 ships 17; machines of this kind also have a Temurin 25 there); on macOS the one
 * `/usr/libexec/java_home` picks for Java ≥ 21, every JDK under /Library/Java/JavaVirtualMachines
 * and Homebrew's `openjdk` kegs.
 */
function platformJavaHomes(): string[] {
  const homes: string[] = [];
  const each = (root: string, inside = ''): void => {
    if (!existsSync(root)) return;
    for (const entry of readdirSync(root).sort().reverse()) homes.push(path.join(root, entry, inside));
  };
  if (process.platform === 'darwin') {
    const chosen = spawnSync('/usr/libexec/java_home', ['-v', `${MIN_JAVA}+`], { encoding: 'utf8' });
    if (chosen.status === 0 && chosen.stdout.trim()) homes.push(chosen.stdout.trim());
    each('/Library/Java/JavaVirtualMachines', 'Contents/Home');
    for (const brew of ['/opt/homebrew/opt', '/usr/local/opt']) {
      if (!existsSync(brew)) continue;
      for (const keg of readdirSync(brew)
        .filter((name) => name.startsWith('openjdk'))
        .sort()
        .reverse()) {
        homes.push(path.join(brew, keg, 'libexec', 'openjdk.jdk', 'Contents', 'Home'));
      }
    }
  } else {
    each('/usr/lib/jvm');
  }
  return homes;
}

/**
 * Finds a JDK home with Java ≥ 21: `JAVA_HOME` first, then the platform's JDK folders
 * (`platformJavaHomes`).
 * @returns the JDK's home folder, or null when none qualifies.
 */
export function findJavaHome(): string | null {
  const candidates = [...(process.env.JAVA_HOME ? [process.env.JAVA_HOME] : []), ...platformJavaHomes()];
  for (const home of candidates) {
    const bin = path.join(home, 'bin', 'java');
    if (existsSync(bin) && majorVersion(bin) >= MIN_JAVA) return home;
  }
  return null;
}
