import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');

function localeFolders(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir)) {
    if (entry === 'node_modules' || entry === 'dist' || entry.startsWith('.')) continue;
    const full = path.join(dir, entry);
    if (!statSync(full).isDirectory()) continue;
    if (readdirSync(full).includes('en-us.json')) found.push(full);
    found.push(...localeFolders(full));
  }
  return found;
}

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

const folders = ['host', 'shared-auth', 'remotes'].flatMap((dir) => localeFolders(path.join(ROOT, dir)));

describe('every language file is complete', () => {
  it('finds the locale folders of the host, shared-auth and every remote', () => {
    expect(folders.length).toBeGreaterThanOrEqual(4);
  });

  it.each(folders.map((folder) => [path.relative(ROOT, folder)]))(
    '%s: es-es has exactly the keys of en-us',
    (folder) => {
      const read = (language: string) =>
        JSON.parse(readFileSync(path.join(ROOT, folder, `${language}.json`), 'utf8')) as unknown;
      expect(keys(read('es-es')).sort()).toEqual(keys(read('en-us')).sort());
    },
  );
});
