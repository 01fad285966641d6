import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startFunctionsGate, type FunctionsGate } from './functionsGate';

/**
 * A stand-in for the Functions emulator: answers each request after `delayMs`, and not before
 * `held` (when given) has settled; counts the requests open at once.
 */
async function slowUpstream(
  delayMs: number,
  held: Promise<void> = Promise.resolve(),
): Promise<{ server: http.Server; port: number; peak: () => number }> {
  let open = 0;
  let peak = 0;
  const server = http.createServer((request, response) => {
    open += 1;
    peak = Math.max(peak, open);
    request.resume();
    const answer = () => {
      open -= 1;
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ result: request.url }));
    };
    void held.then(() => setTimeout(answer, delayMs));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port, peak: () => peak };
}

async function freePort(): Promise<number> {
  const probe = http.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

async function post(port: number, path: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`http://127.0.0.1:${port}${path}`, { method: 'POST', body: '{"data":{}}' });
  return { status: response.status, body: await response.json() };
}

describe('the Functions emulator gate', () => {
  let upstream: Awaited<ReturnType<typeof slowUpstream>>;
  let gate: FunctionsGate | undefined;

  beforeEach(async () => {
    upstream = await slowUpstream(20);
  });

  afterEach(async () => {
    await gate?.close();
    await new Promise<void>((resolve) => upstream.server.close(() => resolve()));
  });

  it('forwards every request of a burst, never more than maxInFlight at once, each to its own answer', async () => {
    const listenPort = await freePort();
    gate = await startFunctionsGate({ listenPort, targetPort: upstream.port, maxInFlight: 3 });
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, index) => post(listenPort, `/call/${index}`)),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(40).fill(200));
    expect(answers.map((answer) => answer.body)).toEqual(
      answers.map((_, index) => ({ result: `/call/${index}` })),
    );
    expect(upstream.peak()).toBe(3);
    expect(gate.stats()).toMatchObject({ inFlight: 0, queued: 0, refused: 0, peakInFlight: 3 });
  });

  it('answers resource-exhausted in the callable protocol once the queue is full', async () => {
    // Nothing is answered until all 20 requests have reached the gate: 2 forwarded, 5 queued, 13 refused.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await new Promise<void>((resolve) => upstream.server.close(() => resolve()));
    upstream = await slowUpstream(0, held);
    const listenPort = await freePort();
    gate = await startFunctionsGate({ listenPort, targetPort: upstream.port, maxInFlight: 2, maxQueued: 5 });
    const calls = Array.from({ length: 20 }, () => post(listenPort, '/call'));
    const started = Date.now();
    while (gate.stats().refused < 13 && Date.now() - started < 10_000) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    release();
    const answers = await Promise.all(calls);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(7);
    expect(refused).toHaveLength(13);
    expect(refused[0]!.body).toEqual({
      error: { status: 'RESOURCE_EXHAUSTED', message: expect.stringContaining('busy') },
    });
    expect(gate.stats().refused).toBe(13);
  });
});
