import { appendFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { followLog, isLoggedProblem, runLogged } from './runLogs';

describe('isLoggedProblem', () => {
  it('picks the CLI’s warnings and errors and the functions’ entries from WARNING up', () => {
    expect(isLoggedProblem('⚠  functions: Your requested "node" version "24" doesn\'t match')).toBe(true);
    expect(isLoggedProblem('!!  functions: Failed to load function definition')).toBe(true);
    expect(isLoggedProblem('>  {"severity":"ERROR","message":"Billing event failed"}')).toBe(true);
    expect(isLoggedProblem('>  {"severity":"WARNING","message":"Removed an upload"}')).toBe(true);
  });

  it('leaves the routine lines out', () => {
    expect(isLoggedProblem('i  functions: Beginning execution of "us-central1-inviteMember"')).toBe(false);
    expect(isLoggedProblem('>  {"severity":"DEBUG","message":"Callable request verification passed"}')).toBe(
      false,
    );
    expect(isLoggedProblem('>  {"severity":"INFO","message":"sent"}')).toBe(false);
  });
});

describe('followLog and runLogged', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'run-logs-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('follows the lines appended after it started, whole lines only', async () => {
    const file = path.join(dir, 'emulators.log');
    writeFileSync(file, 'before\n');
    const lines: string[] = [];
    const stop = followLog(file, (line) => lines.push(line));
    appendFileSync(file, 'first\nsecond half');
    appendFileSync(file, ' done\n');
    for (let waited = 0; lines.length < 2 && waited < 10_000; waited += 250) {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    stop();
    expect(lines).toEqual(['first', 'second half done']);
  });

  it('keeps a command’s output in its log, and throws with the log’s end when it fails', async () => {
    const log = path.join(dir, 'step.log');
    await runLogged(process.execPath, ['-e', 'console.log("built")'], log);
    expect(readFileSync(log, 'utf8')).toBe('built\n');
    await expect(
      runLogged(process.execPath, ['-e', 'console.error("broken"); process.exit(3)'], log),
    ).rejects.toThrow(/exited with 3 \(log: .*step\.log\):\nbuilt\nbroken/);
  });
});
