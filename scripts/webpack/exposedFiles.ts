import type { Compilation } from 'webpack';

/** An exposed module as a remote's manifest lists it: its name and the files that load with it. */
export interface ManifestExpose {
  readonly name: string;
  readonly assets: { readonly js: { readonly sync: readonly string[] } };
}

/**
 * The chunk webpack builds for an exposed module is named after it by Module Federation
 * (`__federation_expose_<name>`); the manifest plugin finds an exposed module's chunk the same way.
 */
const EXPOSED_CHUNK_PREFIX = '__federation_expose_';

/**
 * Each exposed module's own files: those of the chunk Module Federation names after it.
 * @param compilation - the remote's compilation, its chunks' files written
 * @returns the files by exposed module name (`Section`, `mount`)
 */
export function ownFilesOfExposes(compilation: Compilation): Map<string, readonly string[]> {
  const files = new Map<string, readonly string[]>();
  for (const chunk of compilation.chunks)
    if (chunk.name?.startsWith(EXPOSED_CHUNK_PREFIX))
      files.set(chunk.name.slice(EXPOSED_CHUNK_PREFIX.length), [...chunk.files]);
  return files;
}

/**
 * What is wrong with the files a manifest lists for each exposed module: none may be another exposed
 * module's own file. The manifest plugin lists the files of every chunk group an exposed module's chunk
 * is in; when one exposed module imports another, webpack puts the imported one's chunk into the
 * importer's group too, and a host loading one section would load the integrators' `mount` with it
 * (docs/architecture.md "Remotes").
 * @param exposes - the manifest's exposed modules
 * @param ownFiles - each exposed module's own files ({@link ownFilesOfExposes})
 * @returns one sentence a problem; empty when there is none
 */
export function exposedFilesProblems(
  exposes: readonly ManifestExpose[],
  ownFiles: ReadonlyMap<string, readonly string[]>,
): string[] {
  return exposes.flatMap(({ name, assets }) =>
    [...ownFiles]
      .filter(([other]) => other !== name)
      .flatMap(([other, files]) =>
        files
          .filter((file) => assets.js.sync.includes(file))
          .map(
            (file) =>
              `exposed module ${name} loads ${file}, which is exposed module ${other}'s: an exposed module must not import another`,
          ),
      ),
  );
}
