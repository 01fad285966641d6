import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SourceMapGenerator } from 'source-map';
import { frameLine, indexSourceMaps, sourceFrames } from './sourceStack';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'source-stack-'));
  // A kept deploy's map of one minified chunk: line 1, column 2047 is the source's render, line 12.
  const map = new SourceMapGenerator({ file: '412.a1b2c3d4.js' });
  map.addMapping({
    generated: { line: 1, column: 2047 },
    original: { line: 12, column: 4 },
    source: 'webpack://campaigns/./src/campaigns/CampaignTable.tsx',
    name: 'renderRow',
  });
  mkdirSync(path.join(dir, 'adplatform-prod', 'campaigns'), { recursive: true });
  writeFileSync(path.join(dir, 'adplatform-prod', 'campaigns', '412.a1b2c3d4.js.map'), map.toString());
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('a logged stack read in source lines', () => {
  it('maps each frame whose script has a kept map, V8 and Firefox shapes alike', () => {
    const maps = indexSourceMaps([dir, path.join(dir, 'missing')]);
    expect([...maps.keys()]).toEqual(['412.a1b2c3d4.js']);
    const stack = [
      'TypeError: x is undefined',
      '    at a (https://app.example/412.a1b2c3d4.js:1:2048)',
      'b@https://app.example/412.a1b2c3d4.js?v=1:1:2048',
      '    at c (https://app.example/9.ffffffff.js:1:10)',
    ].join('\n');
    const frames = sourceFrames(stack, maps);
    expect(frames).toHaveLength(2);
    expect(frames[0]).toEqual({
      script: 'https://app.example/412.a1b2c3d4.js',
      source: 'webpack://campaigns/src/campaigns/CampaignTable.tsx',
      line: 12,
      column: 5,
      name: 'renderRow',
    });
    expect(frameLine(frames[0]!)).toBe('    at renderRow (campaigns/src/campaigns/CampaignTable.tsx:12:5)');
  });

  it('says so for a position the map does not cover', () => {
    const [frame] = sourceFrames('at x (https://app.example/412.a1b2c3d4.js:1:1)', indexSourceMaps([dir]));
    expect(frameLine(frame!)).toBe('    at https://app.example/412.a1b2c3d4.js (no mapping)');
  });
});
