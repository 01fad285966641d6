import http from 'node:http';

/**
 * The gate in front of the Functions emulator (docs/decisions/0008-functions-emulator-gate.md). The
 * emulator starts one worker process for every request that finds no idle worker and never caps
 * them: a burst of a few hundred concurrent calls fills the machine's memory and the kernel kills the
 * Firestore emulator. Production caps this with each function's concurrency and instance ceiling
 * (functions/src/callable/options.ts); locally the gate does: at most `maxInFlight` requests reach the
 * emulator at once, the rest wait in order, and beyond `maxQueued` waiting the gate answers at once
 * with the callable protocol's `resource-exhausted`.
 */
export interface FunctionsGateOptions {
  /** Where clients call the functions (firebase.json's documented functions port). */
  readonly listenPort: number;
  /** Where the Functions emulator itself listens. */
  readonly targetPort: number;
  readonly host?: string;
  /** Requests forwarded at once: the most workers a burst can make the emulator start per function. */
  readonly maxInFlight?: number;
  /** Requests waiting beyond which the gate refuses. */
  readonly maxQueued?: number;
}

/** How many requests are forwarded and waiting, for tests and the burst benchmark. */
export interface FunctionsGate {
  readonly server: http.Server;
  readonly stats: () => { inFlight: number; queued: number; refused: number; peakInFlight: number };
  readonly close: () => Promise<void>;
}

/** The answer of a full gate: HTTP 429 with the callable protocol's error body, readable by any origin. */
function refuse(request: http.IncomingMessage, response: http.ServerResponse): void {
  response.writeHead(429, {
    'content-type': 'application/json',
    'access-control-allow-origin': request.headers.origin ?? '*',
    'retry-after': '1',
  });
  response.end(
    JSON.stringify({
      error: {
        status: 'RESOURCE_EXHAUSTED',
        message: 'The local functions are busy: try again in a moment.',
      },
    }),
  );
}

/**
 * Starts the gate on `listenPort`, forwarding to the emulator on `targetPort` (default: 4 at once,
 * 2,000 waiting). Resolves once it listens.
 */
export async function startFunctionsGate({
  listenPort,
  targetPort,
  host = '127.0.0.1',
  maxInFlight = 4,
  maxQueued = 2_000,
}: FunctionsGateOptions): Promise<FunctionsGate> {
  const waiting: (() => void)[] = [];
  let inFlight = 0;
  let refused = 0;
  let peakInFlight = 0;

  const release = (): void => {
    inFlight -= 1;
    waiting.shift()?.();
  };

  const forward = (request: http.IncomingMessage, response: http.ServerResponse): void => {
    inFlight += 1;
    peakInFlight = Math.max(peakInFlight, inFlight);
    let released = false;
    const done = (): void => {
      if (released) return;
      released = true;
      release();
    };
    const upstream = http.request(
      { host, port: targetPort, method: request.method, path: request.url, headers: request.headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
        answer.once('end', done);
        answer.once('error', done);
      },
    );
    upstream.once('error', (error) => {
      done();
      if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain' });
      response.end(`Functions emulator unreachable: ${error.message}`);
    });
    response.once('close', done);
    request.pipe(upstream);
  };

  const server = http.createServer((request, response) => {
    if (inFlight < maxInFlight) return forward(request, response);
    if (waiting.length >= maxQueued) {
      refused += 1;
      return refuse(request, response);
    }
    request.pause();
    waiting.push(() => forward(request, response));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(listenPort, host, resolve);
  });
  return {
    server,
    stats: () => ({ inFlight, queued: waiting.length, refused, peakInFlight }),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
