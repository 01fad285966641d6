/** The remotes' manifests read on this page, by URL: one request each, however many readers. */
const manifests = new Map<string, Promise<unknown>>();

/**
 * A remote's `mf-manifest.json`, read once per page and shared by everyone who needs it: the
 * section catalogue (its declared sections), the federation runtime (its snapshot, through the
 * runtime plugin's fetch) and idle preloading (its files). Read `no-cache`: a team's release shows
 * on the next page load. A failed read is forgotten, so the next reader asks the network again.
 * @throws Error when the manifest cannot be read or is not JSON
 */
export function readManifest(url: string): Promise<unknown> {
  let manifest = manifests.get(url);
  if (!manifest) {
    manifest = fetch(url, { cache: 'no-cache' }).then((response) => {
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      return response.json() as Promise<unknown>;
    });
    manifests.set(url, manifest);
    manifest.catch(() => manifests.delete(url));
  }
  return manifest;
}

/** The manifest at `url` if it was read, or is being read, on this page; undefined otherwise. */
export function manifestRead(url: string): Promise<unknown> | undefined {
  return manifests.get(url);
}
