import { exposedFiles } from './remoteManifest';

/** A manifest as the remotes' builds write it (its parts read here). */
function manifest(publicPath: string, entryPath = '') {
  return {
    id: 'leads',
    name: 'leads',
    metaData: {
      name: 'leads',
      publicPath,
      remoteEntry: { name: 'remoteEntry.js', path: entryPath, type: 'global' },
    },
    shared: [],
    remotes: [],
    exposes: [
      {
        id: 'leads:Section',
        name: 'Section',
        path: './Section',
        assets: {
          js: { sync: ['161.a.js', '__federation_expose_Section.b.js'], async: ['363.c.js'] },
          css: { sync: ['section.d.css'], async: [] },
        },
      },
      {
        id: 'leads:mount',
        name: 'mount',
        path: './mount',
        assets: {
          js: { sync: ['__federation_expose_mount.e.js'], async: [] },
          css: { sync: [], async: [] },
        },
      },
    ],
  };
}

describe('exposedFiles', () => {
  it('names the remote’s entry and the exposed module’s own files, next to the manifest when its public path is auto', () => {
    expect(exposedFiles(manifest('auto'), 'http://localhost:3003/mf-manifest.json', 'Section')).toEqual({
      scripts: [
        'http://localhost:3003/remoteEntry.js',
        'http://localhost:3003/161.a.js',
        'http://localhost:3003/__federation_expose_Section.b.js',
      ],
      styles: ['http://localhost:3003/section.d.css'],
    });
  });

  it('resolves a public path set by the build, and an entry in a folder of its own', () => {
    const files = exposedFiles(
      manifest('https://cdn.example.com/leads/', 'entry/'),
      'https://app.example.com/remotes/leads/mf-manifest.json',
      'mount',
    );
    expect(files).toEqual({
      scripts: [
        'https://cdn.example.com/leads/entry/remoteEntry.js',
        'https://cdn.example.com/leads/__federation_expose_mount.e.js',
      ],
      styles: [],
    });
  });

  it('gives null for a module the remote does not expose, and for a manifest of another shape', () => {
    const url = 'http://localhost:3003/mf-manifest.json';
    expect(exposedFiles(manifest('auto'), url, 'CreatePost')).toBeNull();
    expect(exposedFiles({ metaData: { publicPath: 'auto' } }, url, 'Section')).toBeNull();
    expect(exposedFiles('<html>', url, 'Section')).toBeNull();
  });
});
