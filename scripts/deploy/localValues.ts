import type { FirebaseJson } from './deployFiles';

/**
 * What in a Firebase configuration belongs to this machine and must never reach a project: the
 * Emulator Suite's section, and a header naming a local address (firebase.json's Content-Security-
 * Policy lets the page reach the emulators and the remotes on localhost).
 * @returns one sentence a value found; empty for a configuration fit to deploy
 */
export function localValueProblems(config: FirebaseJson): string[] {
  const problems: string[] = [];
  if (config.emulators !== undefined) problems.push('it configures the Emulator Suite');
  for (const site of config.hosting ?? [])
    for (const rule of site.headers ?? [])
      for (const header of rule.headers)
        if (/\b(localhost|127\.0\.0\.1)\b/u.test(header.value))
          problems.push(`Hosting target ${site.target}: its ${header.key} names a local address`);
  return problems;
}

/** The command every deployable part of a configuration runs first (`predeploy`), refusing local values. */
export const guardCommand = (configFile: string): string =>
  `npx tsx scripts/deploy/refuseLocalConfig.ts ${configFile}`;
