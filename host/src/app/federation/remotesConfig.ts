import * as z from 'shared-auth/validation';

declare const __REMOTES_CONFIG_URL__: string | undefined;

/**
 * remotes.json: each remote's name (its federation name) and the URL of its manifest, the one list
 * of remotes an environment deploys (docs/architecture.md "Remotes"). A name is any federation name:
 * a new remote needs no host release.
 */
export const remotesConfigSchema = z.record(z.string().check(z.regex(/^[a-z][A-Za-z0-9]{1,39}$/)), z.url());

/** remotes.json, validated: manifest URLs by remote name, in the file's order. */
export type RemotesConfig = Readonly<Record<string, string>>;

/**
 * The URL the remote list is read from: `/remotes.json` next to the host unless the build sets
 * `REMOTES_CONFIG_URL` (one list per environment).
 */
export const REMOTES_CONFIG_URL =
  typeof __REMOTES_CONFIG_URL__ === 'string' ? __REMOTES_CONFIG_URL__ : '/remotes.json';

let config: Promise<RemotesConfig> | undefined;

/**
 * Reads remotes.json once per page (a failed read is tried again by the next call).
 * @throws Error when remotes.json cannot be read or does not validate
 */
export function readRemotesConfig(): Promise<RemotesConfig> {
  config ??= fetch(REMOTES_CONFIG_URL, { cache: 'no-cache' })
    .then((response) => {
      if (!response.ok) throw new Error(`${REMOTES_CONFIG_URL} answered ${response.status}`);
      return response.json();
    })
    .then((json: unknown) => remotesConfigSchema.parse(json));
  config.catch(() => {
    config = undefined;
  });
  return config;
}
