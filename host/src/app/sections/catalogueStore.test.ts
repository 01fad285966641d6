import { REMOTE_FAILURE_EVENT, type RemoteFailure } from '../federation/remoteFailures';
import { fixtureSection } from './catalogueFixture';
import type { CatalogueSection } from './sectionCatalogue';

import type * as CatalogueStore from './catalogueStore';

type Store = typeof CatalogueStore;

const REMOTES = {
  campaigns: 'http://localhost:3001/mf-manifest.json',
  audiences: 'http://localhost:3008/mf-manifest.json',
};
const campaigns = fixtureSection('campaigns', 'campaigns', 'Section', '/', 0);
const audiences = fixtureSection('audiences', 'audiences', 'Section', '/audiences', 8, 'leads');

/** A manifest declaring `sections` in `metaData.sections`. */
function manifest(...sections: CatalogueSection[]): unknown {
  return { metaData: { sections: sections.map(({ remote: _remote, ...declaration }) => declaration) } };
}

/** The network: remotes.json and each manifest by URL; a URL missing answers 503. */
function serve(files: Readonly<Record<string, unknown>>): jest.Mock {
  const fetchMock = jest.fn((url: string) =>
    Promise.resolve(
      url in files
        ? { ok: true, status: 200, json: () => Promise.resolve(files[url]) }
        : { ok: false, status: 503, json: () => Promise.reject(new Error('no body')) },
    ),
  );
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

/**
 * A fresh page: the store's and its discovery's module state start again (those the discovery
 * imports on demand too); localStorage is kept, as a browser keeps it.
 */
function freshPage(): Store {
  jest.resetModules();
  return jest.requireActual<Store>('./catalogueStore');
}

const ids = (catalogue: readonly CatalogueSection[] | null): string[] | undefined =>
  catalogue?.map(({ id }) => id);

beforeEach(() => localStorage.clear());

describe('discoverSections (docs/architecture.md "Remotes")', () => {
  it('builds the catalogue from every manifest remotes.json lists, and saves it for the next visit', async () => {
    const fetchMock = serve({
      '/remotes.json': REMOTES,
      [REMOTES.campaigns]: manifest(campaigns),
      [REMOTES.audiences]: manifest(audiences),
    });
    const store = freshPage();
    expect(store.catalogueState()).toEqual({ catalogue: null, settled: false, unavailable: [] });
    const settled = await store.discoverSections();
    expect(ids(settled.catalogue)).toEqual(['campaigns', 'audiences']);
    expect(settled).toMatchObject({ settled: true, unavailable: [] });
    expect(fetchMock).toHaveBeenCalledTimes(3);

    serve({});
    const next = freshPage();
    expect(ids(next.catalogueState().catalogue)).toEqual(['campaigns', 'audiences']);
    expect(next.catalogueState().settled).toBe(false);
  });

  it("keeps a remote's last seen sections while its manifest cannot be read", async () => {
    serve({
      '/remotes.json': REMOTES,
      [REMOTES.campaigns]: manifest(campaigns),
      [REMOTES.audiences]: manifest(audiences),
    });
    await freshPage().discoverSections();
    serve({ '/remotes.json': REMOTES, [REMOTES.campaigns]: manifest(campaigns) });
    const settled = await freshPage().discoverSections();
    expect(ids(settled.catalogue)).toEqual(['campaigns', 'audiences']);
    expect(settled.unavailable).toEqual([]);
  });

  it('lists a remote never seen whose manifest cannot be read as unavailable, and finds it on a retry', async () => {
    serve({ '/remotes.json': REMOTES, [REMOTES.campaigns]: manifest(campaigns) });
    const store = freshPage();
    const failures = jest.fn();
    addEventListener(REMOTE_FAILURE_EVENT, failures);
    const settled = await store.discoverSections();
    removeEventListener(REMOTE_FAILURE_EVENT, failures);
    expect(ids(settled.catalogue)).toEqual(['campaigns']);
    expect(settled.unavailable).toEqual(['audiences']);
    // Unavailable, not refused: the runtime reports the failed load when the section is asked for.
    expect(failures).not.toHaveBeenCalled();

    serve({
      '/remotes.json': REMOTES,
      [REMOTES.campaigns]: manifest(campaigns),
      [REMOTES.audiences]: manifest(audiences),
    });
    const retried = await store.retryDiscovery();
    expect(ids(retried.catalogue)).toEqual(['campaigns', 'audiences']);
    expect(retried.unavailable).toEqual([]);
    expect(ids(store.catalogueState().catalogue)).toEqual(['campaigns', 'audiences']);
  });

  it("reports a remote's refused declarations with its version, and lists the other remotes' sections", async () => {
    // A release of the audiences remote that declares the campaigns list's path.
    const { metaData } = manifest({ ...audiences, path: '/' }) as { metaData: object };
    const release = { metaData: { ...metaData, buildInfo: { buildVersion: '2.1.0' } } };
    serve({
      '/remotes.json': REMOTES,
      [REMOTES.campaigns]: manifest(campaigns),
      [REMOTES.audiences]: release,
    });
    const failures: RemoteFailure[] = [];
    const listen = (event: Event): void => void failures.push((event as CustomEvent<RemoteFailure>).detail);
    addEventListener(REMOTE_FAILURE_EVENT, listen);
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const settled = await freshPage().discoverSections();
      expect(ids(settled.catalogue)).toEqual(['campaigns']);
      expect(failures).toEqual([
        expect.objectContaining({
          remote: 'audiences',
          version: '2.1.0',
          phase: 'declarations',
          module: 'sections',
        }),
      ]);
      expect(String(failures[0]?.error)).toBe("Error: section audiences: / is remote campaigns's");
      expect(consoleError).toHaveBeenCalledWith(
        '[remote audiences@2.1.0] sections: declarations failed',
        failures[0]?.error,
      );
    } finally {
      removeEventListener(REMOTE_FAILURE_EVENT, listen);
      consoleError.mockRestore();
    }
  });

  it('says remotes.json is unavailable when it cannot be read', async () => {
    serve({});
    const settled = await freshPage().discoverSections();
    expect(settled).toEqual({ catalogue: [], settled: true, unavailable: ['remotes.json'] });
  });

  it('settles with remotes.json unavailable when its own code cannot be loaded', async () => {
    jest.resetModules();
    jest.doMock('./discoverCatalogue', () => {
      throw new Error('ChunkLoadError');
    });
    try {
      const store = jest.requireActual<Store>('./catalogueStore');
      await expect(store.discoverSections()).resolves.toEqual({
        catalogue: [],
        settled: true,
        unavailable: ['remotes.json'],
      });
    } finally {
      jest.dontMock('./discoverCatalogue');
    }
  });

  it('ignores a saved catalogue that does not validate', () => {
    localStorage.setItem('adplatform.sections', JSON.stringify([{ id: 'x', remote: 'y' }]));
    expect(freshPage().catalogueState().catalogue).toBeNull();
    localStorage.setItem('adplatform.sections', '{not json');
    expect(freshPage().catalogueState().catalogue).toBeNull();
  });

  it('reads back a saved catalogue whose icons the navigation can draw, and ignores one whose icon it cannot', () => {
    localStorage.setItem('adplatform.sections', JSON.stringify([campaigns, audiences]));
    expect(ids(freshPage().catalogueState().catalogue)).toEqual(['campaigns', 'audiences']);
    const broken = {
      ...audiences,
      icon: { ...audiences.icon, icon: { tag: 'svg', attrs: {}, children: 'path' } },
    };
    localStorage.setItem('adplatform.sections', JSON.stringify([campaigns, broken]));
    expect(freshPage().catalogueState().catalogue).toBeNull();
  });
});

describe('knowsPath', () => {
  it('trusts a saved catalogue for the paths it has, and waits for the manifests for the others', () => {
    const { knowsPath } = freshPage();
    const saved = { catalogue: [campaigns], settled: false, unavailable: [] };
    expect(knowsPath(saved, '/')).toBe(true);
    expect(knowsPath(saved, '/audiences')).toBe(false);
    expect(knowsPath({ ...saved, settled: true }, '/audiences')).toBe(true);
    expect(knowsPath({ catalogue: null, settled: false, unavailable: [] }, '/')).toBe(false);
  });
});
