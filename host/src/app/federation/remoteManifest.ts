import * as z from 'shared-auth/validation';

/**
 * The parts of a remote's Module Federation manifest (`mf-manifest.json`, written by its build) that
 * name an exposed module's files: where the remote's files are served (`auto`: next to the manifest),
 * its remote entry, and each exposed module's files that load with it (`sync`).
 */
const remoteManifestSchema = z.object({
  metaData: z.object({
    publicPath: z.string(),
    remoteEntry: z.object({ name: z.string(), path: z.string() }),
  }),
  exposes: z.array(
    z.object({
      name: z.string(),
      assets: z.object({
        js: z.object({ sync: z.array(z.string()) }),
        css: z.object({ sync: z.array(z.string()) }),
      }),
    }),
  ),
});

/** The absolute URLs of the files an exposed module loads with, its remote's entry first. */
export interface ExposedFiles {
  readonly scripts: readonly string[];
  readonly styles: readonly string[];
}

/**
 * What a remote's exposed module needs from the network: its remote's entry and the module's own
 * files, read from the remote's manifest — another team's deploy, validated like any input.
 * @param manifest - the remote's `mf-manifest.json`, as read
 * @param manifestUrl - the absolute URL it was read from (a `publicPath` of `auto` resolves against it)
 * @param exposed - the exposed module's name, e.g. `Section` or `CreatePost`
 * @returns the files' absolute URLs; null when the manifest does not validate or does not expose the module
 */
export function exposedFiles(manifest: unknown, manifestUrl: string, exposed: string): ExposedFiles | null {
  const parsed = remoteManifestSchema.safeParse(manifest);
  if (!parsed.success) return null;
  const { metaData, exposes } = parsed.data;
  const module = exposes.find((entry) => entry.name === exposed);
  if (!module) return null;
  const base = new URL(metaData.publicPath === 'auto' ? '.' : metaData.publicPath, manifestUrl);
  const at = (file: string): string => new URL(file, base).href;
  const { path, name } = metaData.remoteEntry;
  return {
    scripts: [at(path ? `${path.replace(/\/$/, '')}/${name}` : name), ...module.assets.js.sync.map(at)],
    styles: module.assets.css.sync.map(at),
  };
}
