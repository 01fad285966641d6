import path from 'node:path';
import {
  declaredNodes,
  functionsNodeDir,
  functionsNodeMajor,
  nodeDeclarationConflicts,
} from './functionsNode';

describe('the one Node of the project', () => {
  it('is the major functions/package.json declares, a deploy runtime Google still runs', () => {
    expect(functionsNodeMajor()).toBe(24);
  });

  it('is declared alike in .nvmrc, engines, devEngines and the functions’ engines', () => {
    expect(nodeDeclarationConflicts()).toEqual([]);
  });

  it('names each declaration that admits another major or none', () => {
    const agreed = declaredNodes();
    expect(nodeDeclarationConflicts({ ...agreed, engines: '>=20.19' })).toEqual([
      'engines.node (">=20.19") is not Node 24 alone',
    ]);
    expect(nodeDeclarationConflicts({ ...agreed, devEngines: '22' })).toEqual([
      'devEngines.runtime.version ("22") is not Node 24 alone',
    ]);
    expect(nodeDeclarationConflicts({ ...agreed, functions: 'lts' })).toEqual([
      'functions/package.json engines.node is not a version range ("lts")',
    ]);
    expect(nodeDeclarationConflicts({ ...agreed, nvmrc: 'lts/*' })).toEqual([
      '.nvmrc names no Node major ("lts/*")',
    ]);
  });

  it('runs this process, and so the scripts and the emulated functions', () => {
    expect(process.versions.node).toMatch(/^24\./);
    expect(functionsNodeDir()).toBe(path.dirname(process.execPath));
  });

  it('is refused for another major, naming the version managers’ commands', () => {
    expect(() => functionsNodeDir(99)).toThrow(
      /nvm install \| fnm install && fnm use \| volta install node@99/,
    );
  });
});
