import path from 'node:path';
import type { moduleFederationPlugin } from '@module-federation/sdk';
import { SECTIONS_METADATA_KEY, type SectionDeclaration } from 'shared-auth/section-declaration';
import { sectionDeclarationsSchema } from 'shared-auth/section-declaration-schema';
import { exposedFilesProblems, ownFilesOfExposes } from './exposedFiles';

/** Where a remote declares its sections (docs/architecture.md "Remotes"). */
export function sectionsFile(remoteDir: string): string {
  return path.join(remoteDir, 'src', 'expose', 'sections.ts');
}

/**
 * A remote's declared sections, checked.
 * @throws Error naming the file and what is wrong, so that the remote's build fails on it
 */
export function declaredSections(remoteDir: string): SectionDeclaration[] {
  const file = sectionsFile(remoteDir);
  // Loaded as the build's own TypeScript is (tsx, or jest's transform): a remote's file, not a package.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { SECTIONS } = require(file) as { SECTIONS?: unknown };
  const checked = sectionDeclarationsSchema.safeParse(SECTIONS);
  if (!checked.success)
    throw new Error(
      `${file} declares no valid sections: ${checked.error.issues
        .map((issue) => `${issue.path.join('.')} ${issue.message}`)
        .join('; ')}`,
    );
  return checked.data;
}

/** A remote's exposed modules: its declared sections' modules, in declaration order, then `mount`. */
export function exposedModules(remoteDir: string): string[] {
  return [...new Set(declaredSections(remoteDir).map(({ module }) => module)), 'mount'];
}

/**
 * The Module Federation `manifest` option of a remote: its manifest carries its declared sections in
 * `metaData.sections`, where the host reads them before any of the remote's code runs. The build
 * fails when an exposed module's files include another's (`exposedFiles.ts`).
 */
export function manifestWithSections(remoteDir: string): moduleFederationPlugin.PluginManifestOptions {
  return {
    additionalData: ({ stats, compiler, compilation }) => {
      // The manifest copies `metaData` whole; its type names only the plugin's own fields.
      Object.assign(stats.metaData, { [SECTIONS_METADATA_KEY]: declaredSections(remoteDir) });
      for (const problem of exposedFilesProblems(stats.exposes, ownFilesOfExposes(compilation)))
        compilation.errors.push(new compiler.webpack.WebpackError(problem));
      return stats;
    },
  };
}
