import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * What an app of this repository declares of itself in its package.json, under `federation`: the
 * name the host and remotes.json know it by and the port it is served on locally
 * (docs/product-rules.md §11). The build, the local servers and the deploy all read it there, so a
 * new remote is declared in its own folder.
 */
export interface AppFederation {
  /** The federation name: `host`, or a remote's name (its key in remotes.json), e.g. `adLibrary`. */
  readonly name: string;
  /** The local port, e.g. 3004. */
  readonly port: number;
}

/**
 * The `federation` field of the package.json in `dir`.
 * @throws Error naming the file when the field is missing or malformed
 */
export function appFederation(dir: string): AppFederation {
  const file = path.join(dir, 'package.json');
  const { federation } = JSON.parse(readFileSync(file, 'utf8')) as { federation?: Partial<AppFederation> };
  const { name, port } = federation ?? {};
  if (typeof name !== 'string' || !/^[A-Za-z][\w]*$/.test(name) || !Number.isInteger(port))
    throw new Error(`${file}: "federation" must be { "name": an identifier, "port": a whole number }`);
  return { name, port: port as number };
}
