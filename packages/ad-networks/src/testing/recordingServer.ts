/**
 * The HTTP boundary of the connectors' unit tests: a local server that records every request and
 * answers it in a network's recorded shapes, so that each SDK or auth library makes its calls as it
 * would to the network.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the server received: method, path, query, headers, and a JSON or form body. */
export interface Received {
  readonly method: string;
  readonly path: string;
  readonly query: URLSearchParams;
  readonly headers: IncomingHttpHeaders;
  readonly body: Record<string, unknown>;
}

/** An answer: status (200 unless given), JSON body and headers. */
export interface Answer {
  readonly status?: number;
  readonly body: unknown;
  readonly headers?: Record<string, string>;
}

/** A running server: where it listens, what it received, the answers still to give. */
export interface RecordingServer {
  readonly origin: string;
  readonly received: Received[];
  readonly answers: Answer[];
  /** Forgets what was received and the answers not given. */
  reset(): void;
  close(): Promise<void>;
}

/**
 * Starts the server on the loopback interface. Each request is answered by `standing` when it gives an
 * answer (e.g. a token endpoint), else by the next of `answers`, else by `missing`.
 */
export async function startRecordingServer(options: {
  readonly missing: Answer;
  readonly standing?: (path: string) => Answer | undefined;
}): Promise<RecordingServer> {
  const received: Received[] = [];
  const answers: Answer[] = [];
  const server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const body = !text
        ? {}
        : (request.headers['content-type'] ?? '').includes('json')
          ? (JSON.parse(text) as Record<string, unknown>)
          : Object.fromEntries(new URLSearchParams(text));
      received.push({
        method: request.method ?? '',
        path: url.pathname,
        query: url.searchParams,
        headers: request.headers,
        body,
      });
      const answer = options.standing?.(url.pathname) ?? answers.shift() ?? options.missing;
      response.writeHead(answer.status ?? 200, { 'content-type': 'application/json', ...answer.headers });
      response.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    answers,
    reset: () => {
      received.length = 0;
      answers.length = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
