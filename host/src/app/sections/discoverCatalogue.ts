import { SECTIONS_METADATA_KEY } from 'shared-auth/section-declaration';
import { readManifest } from '../federation/manifests';
import { rememberRemoteVersion, reportRemoteFailure } from '../federation/remoteFailures';
import { readRemotesConfig } from '../federation/remotesConfig';
import type { CatalogueState } from './catalogueStore';
import { catalogueOf, type RemoteDeclarations } from './checkCatalogue';
import type { SectionCatalogue } from './sectionCatalogue';

/** The part of a manifest read here, unchecked. */
type ManifestMetaData = {
  metaData?: { buildInfo?: { buildVersion?: unknown } } & Record<string, unknown>;
} | null;

/**
 * A remote's declarations in its manifest (`metaData.sections`), unchecked; undefined when it has
 * none. Remembers the build version it announces, which a refusal of its declarations reports.
 */
function declarationsIn(remote: string, manifest: unknown): unknown {
  const metaData = (manifest as ManifestMetaData)?.metaData;
  const version = metaData?.buildInfo?.buildVersion;
  if (typeof version === 'string') rememberRemoteVersion(remote, version);
  return metaData?.[SECTIONS_METADATA_KEY];
}

/**
 * Reads remotes.json and every remote's manifest (in parallel, each shared with the federation
 * runtime) and builds the catalogue. A remote whose manifest cannot be read keeps the sections this
 * browser last saw of it, so that its routes show their "unavailable" state and recover with "try
 * again"; one never seen is listed as unavailable. Refused declarations are reported as the remote's
 * failure (`reportRemoteFailure`, phase `declarations`).
 * @param saved - the catalogue this browser saved on its last visit, if any
 * @returns the settled state (the caller saves a catalogue with no remote unavailable)
 */
export async function discover(saved: SectionCatalogue | null): Promise<CatalogueState> {
  let config: Readonly<Record<string, string>>;
  try {
    config = await readRemotesConfig();
  } catch {
    return { catalogue: saved ?? [], settled: true, unavailable: ['remotes.json'] };
  }
  const unavailable: string[] = [];
  const declared = await Promise.all(
    Object.entries(config).map(async ([remote, url]): Promise<RemoteDeclarations> => {
      try {
        return { remote, sections: declarationsIn(remote, await readManifest(url)) };
      } catch {
        const last = saved?.filter((section) => section.remote === remote) ?? [];
        if (last.length > 0) return { remote, sections: last };
        unavailable.push(remote);
        return { remote, sections: undefined };
      }
    }),
  );
  const { catalogue, refused } = catalogueOf(declared.filter(({ sections }) => sections !== undefined));
  // A refused release is its team's to mend: the console and the page's reporter say which and why.
  for (const { remote, reason } of refused)
    reportRemoteFailure({ remote, phase: 'declarations', module: 'sections', error: new Error(reason) });
  return { catalogue, settled: true, unavailable };
}
