import { exposedFilesProblems } from './exposedFiles';

const OWN_FILES = new Map([
  ['Section', ['__federation_expose_Section.1a2b3c4d.js']],
  ['mount', ['__federation_expose_mount.5e6f7a8b.js']],
]);

function expose(name: string, sync: string[]) {
  return { name, assets: { js: { sync } } };
}

describe("the files a remote's manifest lists for each exposed module", () => {
  it('may share chunks, each exposed module loading its own file', () => {
    const exposes = [
      expose('Section', ['584.aa.js', '__federation_expose_Section.1a2b3c4d.js']),
      expose('mount', ['584.aa.js', '__federation_expose_mount.5e6f7a8b.js']),
    ];
    expect(exposedFilesProblems(exposes, OWN_FILES)).toEqual([]);
  });

  it("never include another exposed module's own file", () => {
    const exposes = [
      expose('Section', [
        '584.aa.js',
        '__federation_expose_Section.1a2b3c4d.js',
        '__federation_expose_mount.5e6f7a8b.js',
      ]),
      expose('mount', ['584.aa.js', '__federation_expose_mount.5e6f7a8b.js']),
    ];
    expect(exposedFilesProblems(exposes, OWN_FILES)).toEqual([
      "exposed module Section loads __federation_expose_mount.5e6f7a8b.js, which is exposed module mount's: an exposed module must not import another",
    ]);
  });
});
