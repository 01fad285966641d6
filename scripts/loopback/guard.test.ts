import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { connectTarget, isLoopbackHost } from './guard.cjs';
import { describeRefusals, LOOPBACK_GUARD, loopbackOnlyEnv, refusedConnections } from './env';

describe('isLoopbackHost', () => {
  it.each(['localhost', 'LOCALHOST', 'app.localhost', '127.0.0.1', '127.8.9.10', '::1', '[::1]', '0.0.0.0'])(
    'lets %s through',
    (host) => expect(isLoopbackHost(host)).toBe(true),
  );

  it.each([
    '169.254.169.254',
    'metadata.google.internal',
    'firestore.googleapis.com',
    '192.168.1.1',
    '10.0.0.1',
    '128.0.0.1',
    '::ffff:169.254.169.254',
    'localhost.example.com',
    '2001:db8::1',
  ])('refuses %s', (host) => expect(isLoopbackHost(host)).toBe(false));
});

describe('connectTarget', () => {
  it('reads every form of socket.connect', () => {
    expect(connectTarget([{ host: '169.254.169.254', port: 80 }])).toEqual({
      host: '169.254.169.254',
      port: '80',
    });
    expect(connectTarget([[{ host: 'example.test', port: 443 }, null]])).toEqual({
      host: 'example.test',
      port: '443',
    });
    expect(connectTarget([443, 'example.test'])).toEqual({ host: 'example.test', port: '443' });
    expect(connectTarget(['8080'])).toEqual({ host: 'localhost', port: '8080' });
    expect(connectTarget([{ port: 8080 }])).toEqual({ host: 'localhost', port: '8080' });
  });

  it('lets Unix sockets through', () => {
    expect(connectTarget(['/tmp/functions.sock'])).toBeNull();
    expect(connectTarget([{ path: '/tmp/functions.sock' }])).toBeNull();
  });
});

/**
 * A Node process that tries the three kinds of client a library uses (http, fetch, a raw socket)
 * towards addresses outside loopback, starts a child that tries once more, and reaches a server of its
 * own on loopback. Prints one line per attempt: the error code, or the status.
 */
const ATTEMPTS = `
const http = require('node:http');
const net = require('node:net');
const { execFileSync } = require('node:child_process');
const outcome = (label) => [(v) => console.log(label, 'ok', v), (e) => console.log(label, (e.cause ?? e).code)];
const attempts = [
  new Promise((resolve) => http.get('http://169.254.169.254/computeMetadata/v1/', (r) => resolve('status ' + r.statusCode)).on('error', (e) => resolve(e.code))).then((v) => console.log('http', v)),
  fetch('https://metadata.google.internal/').then(...outcome('fetch')),
  new Promise((resolve) => net.connect(443, '192.0.2.1').on('connect', () => resolve('connected')).on('error', (e) => resolve(e.code))).then((v) => console.log('net', v)),
];
const child = execFileSync(process.execPath, ['-e', "require('node:net').connect(80, '198.51.100.1').on('error', (e) => console.log(e.code))"], { encoding: 'utf8' });
console.log('child', child.trim());
const server = http.createServer((_, res) => res.end('local')).listen(0, '127.0.0.1', () => {
  http.get('http://localhost:' + server.address().port, (r) => { console.log('loopback', r.statusCode); server.close(); });
});
Promise.all(attempts);
`;

/**
 * Runs ATTEMPTS in a network namespace of its own with only a loopback interface, so that nothing it
 * tries can leave this machine, whether or not the guard works.
 */
function runIsolated(env: NodeJS.ProcessEnv): Map<string, string> {
  const script = `ip link set lo up && exec "$0" -e "$1"`;
  const output = execFileSync(
    'unshare',
    ['--map-root-user', '--net', 'sh', '-c', script, process.execPath, ATTEMPTS],
    {
      env,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 30_000,
    },
  );
  return new Map(
    output
      .trim()
      .split('\n')
      .map((line) => {
        const [label = '', ...rest] = line.split(' ');
        return [label, rest.join(' ')];
      }),
  );
}

describe('the guard preloaded through NODE_OPTIONS', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'loopback-guard-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const baseEnv = (): NodeJS.ProcessEnv => {
    const env = { ...process.env };
    delete env.NODE_OPTIONS;
    delete env.LOOPBACK_GUARD_LOG;
    return env;
  };

  it('refuses every client outside loopback, in the process and its children, and logs each refusal', () => {
    const log = path.join(dir, 'refused.jsonl');
    const outcomes = runIsolated(loopbackOnlyEnv(log, baseEnv()));

    expect(outcomes.get('http')).toBe('ERR_LOOPBACK_ONLY');
    expect(outcomes.get('fetch')).toBe('ERR_LOOPBACK_ONLY');
    expect(outcomes.get('net')).toBe('ERR_LOOPBACK_ONLY');
    expect(outcomes.get('child')).toBe('ERR_LOOPBACK_ONLY');
    expect(outcomes.get('loopback')).toBe('200');

    const refused = refusedConnections(log);
    expect(refused.map(({ host, port }) => `${host}:${port}`).sort()).toEqual([
      '169.254.169.254:80',
      '192.0.2.1:443',
      '198.51.100.1:80',
      'metadata.google.internal:443',
    ]);
    expect(describeRefusals(refused)).toContain('169.254.169.254:80 from pid');
  });

  it('is what refuses them: without it the same attempts fail otherwise', () => {
    const outcomes = runIsolated(baseEnv());

    for (const label of ['http', 'fetch', 'net', 'child']) {
      expect(outcomes.get(label)).toMatch(/^E[A-Z_]+$/);
      expect(outcomes.get(label)).not.toBe('ERR_LOOPBACK_ONLY');
    }
    expect(outcomes.get('loopback')).toBe('200');
  });

  it('is named once in NODE_OPTIONS, after what was there', () => {
    const env = loopbackOnlyEnv('/tmp/x.jsonl', { NODE_OPTIONS: '--max-old-space-size=4096' });
    expect(env.NODE_OPTIONS).toBe(`--max-old-space-size=4096 --require=${JSON.stringify(LOOPBACK_GUARD)}`);
    expect(loopbackOnlyEnv('/tmp/x.jsonl', env).NODE_OPTIONS).toBe(env.NODE_OPTIONS);
    expect(env.METADATA_SERVER_DETECTION).toBe('none');
  });
});
