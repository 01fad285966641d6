import { spawnSync } from 'node:child_process';

/** A Debian package the stack needs, and how to tell it is already there. */
export interface DebianNeed {
  /** The package's name, e.g. `chromium`. */
  readonly name: string;
  /** Why the stack needs it, for the message. */
  readonly why: string;
  /** True when what the package provides is already on this machine (by any route). */
  readonly present: () => boolean;
}

function canInstall(): boolean {
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  return root && spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0;
}

function apt(args: string[]): void {
  const result = spawnSync('apt-get', args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed (exit ${result.status})`);
}

/**
 * Makes sure the Debian packages in `needs` are installed (docs/decisions/0003-offline-emulators.md):
 * when some are missing and this process can install them (root, with apt-get), installs them and says
 * so; otherwise prints the one command that would and exits with status 1.
 */
export function ensureDebianPackages(needs: readonly DebianNeed[]): void {
  const missing = needs.filter((need) => !need.present());
  if (missing.length === 0) return;
  const names = missing.map((need) => need.name);
  const reasons = missing.map((need) => `  - ${need.name}: ${need.why}`).join('\n');
  if (!canInstall()) {
    console.error(
      `✖ Missing Debian packages:\n${reasons}\n` +
        `  Install them with: sudo apt-get update && sudo apt-get install -y ${names.join(' ')}`,
    );
    process.exit(1);
  }
  console.log(`▶ Installing Debian packages with apt-get:\n${reasons}`);
  apt(['update']);
  apt(['install', '-y', '--no-install-recommends', ...names]);
  const stillMissing = missing.filter((need) => !need.present()).map((need) => need.name);
  if (stillMissing.length > 0) throw new Error(`Installed, but still missing: ${stillMissing.join(', ')}`);
  console.log(`✔ Installed ${names.join(', ')}`);
}
