import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FederatedApp } from '../lib/apps';
import { indexSourceMaps } from '../logs/sourceStack';
import { keepSourceMaps } from './keptSourceMaps';

describe("a deploy's kept source maps", () => {
  it("copies each app's maps, and only its maps, into the release's folder", () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'kept-maps-'));
    try {
      const dist = path.join(dir, 'remotes', 'leads', 'dist');
      mkdirSync(path.join(dist, 'static'), { recursive: true });
      writeFileSync(path.join(dist, '7.0a1b2c3d.js'), 'code');
      writeFileSync(path.join(dist, '7.0a1b2c3d.js.map'), '{}');
      writeFileSync(path.join(dist, 'static', '9.ffffffff.js.map'), '{}');
      const leads = { name: 'leads', dir: path.join(dir, 'remotes', 'leads') } as FederatedApp;
      const missing = { name: 'audiences', dir: path.join(dir, 'remotes', 'audiences') } as FederatedApp;

      const folder = keepSourceMaps('adplatform-prod', '2026-12-07T10-00-00Z-a9adc0e', [leads, missing], dir);

      expect(folder).toBe(path.join(dir, 'adplatform-prod', '2026-12-07T10-00-00Z-a9adc0e'));
      expect(existsSync(path.join(folder, 'leads', '7.0a1b2c3d.js'))).toBe(false);
      expect([...indexSourceMaps([folder]).keys()].sort()).toEqual(['7.0a1b2c3d.js', '9.ffffffff.js']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
