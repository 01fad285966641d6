import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { APPS, discoverApps } from './apps';

/** A repository in a temporary folder with these apps' package.json files, by folder. */
function repository(apps: Readonly<Record<string, unknown>>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'apps-'));
  mkdirSync(path.join(root, 'remotes'));
  for (const [folder, manifest] of Object.entries(apps)) {
    mkdirSync(path.join(root, folder), { recursive: true });
    writeFileSync(path.join(root, folder, 'package.json'), JSON.stringify(manifest));
  }
  return root;
}

const host = { name: 'host', federation: { name: 'host', port: 3000 } };
const roots: string[] = [];
afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

describe('the apps of the repository, as each declares itself (docs/architecture.md "Remotes")', () => {
  it('finds the host and every remote of this repository, host first, then by port', () => {
    expect(APPS[0]).toMatchObject({ name: 'host', port: 3000, isHost: true });
    expect(APPS.map(({ port }) => port)).toEqual([...APPS.map(({ port }) => port)].sort((a, b) => a - b));
    expect(APPS.find(({ workspace }) => workspace === 'remotes/ad-library')).toMatchObject({
      name: 'adLibrary',
      port: 3004,
      isHost: false,
    });
  });

  it('takes a new remote from its folder alone, and ignores a folder without a package.json', () => {
    const root = repository({
      host,
      'remotes/b': { federation: { name: 'b', port: 3002 } },
      'remotes/a': { federation: { name: 'a', port: 3001 } },
      'remotes/notes/readme': {},
    });
    roots.push(root);
    expect(discoverApps(root).map(({ name, workspace }) => `${name} ${workspace}`)).toEqual([
      'host host',
      'a remotes/a',
      'b remotes/b',
    ]);
  });

  it.each([
    [
      'a remote without its declaration',
      { 'remotes/a': { name: 'a' } },
      /remotes\/a\/package.json: "federation" must be/,
    ],
    [
      'a malformed port',
      { 'remotes/a': { federation: { name: 'a', port: '3001' } } },
      /"federation" must be/,
    ],
    [
      'two remotes of one name',
      {
        'remotes/a': { federation: { name: 'a', port: 3001 } },
        'remotes/b': { federation: { name: 'a', port: 3002 } },
      },
      'remotes/b declares the name of remotes/a: a',
    ],
    [
      "a remote on the host's port",
      { 'remotes/a': { federation: { name: 'a', port: 3000 } } },
      'remotes/a declares the port of host: 3000',
    ],
  ])('refuses %s, naming it', (_case, remotes, message) => {
    const root = repository({ host, ...remotes });
    roots.push(root);
    expect(() => discoverApps(root)).toThrow(message);
  });
});
