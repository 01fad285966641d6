import { logger } from 'firebase-functions';
import type { Request } from 'firebase-functions/v2/https';
import type { Response } from 'express';
import { CLIENT_EVENTS_PER_BATCH } from '@adplatform/client-events';
import { loggedHttp } from '../logging/requestLog';
import {
  CLIENT_BATCHES_PER_MINUTE,
  collectClientEventsHandler,
  REPORTED_ERROR_EVENT,
} from './collectClientEvents';

/** Posts `body` to the collector as a page of `origin` would, answering the status and what was logged. */
function post(
  body: unknown,
  {
    origin = 'http://localhost:3000',
    method = 'POST',
    onWarn = () => undefined,
    client = '203.0.113.7',
  }: { origin?: string; method?: string; onWarn?: (...args: unknown[]) => void; client?: string } = {},
): { status: number; logged: Array<Record<string, unknown>> } {
  const logged: Array<Record<string, unknown>> = [];
  const write = jest.spyOn(logger, 'write').mockImplementation((entry) => {
    logged.push(entry as Record<string, unknown>);
  });
  const warn = jest.spyOn(logger, 'warn').mockImplementation(onWarn);
  const headers: Record<string, string> = {
    origin,
    'x-cloud-trace-context': 'trace-1/2;o=1',
    'x-forwarded-for': `${client}, 10.0.0.1`,
    'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0',
  };
  const request = {
    method,
    rawBody: Buffer.from(typeof body === 'string' ? body : JSON.stringify(body)),
    get: (name: string) => headers[name.toLowerCase()],
  } as unknown as Request;
  let status = 0;
  const response = {
    status(code: number) {
      status = code;
      return response;
    },
    set: () => response,
    end: () => response,
  } as unknown as Response;
  // As the function runs it (functions/src/index.ts): one request of the log.
  void loggedHttp(collectClientEventsHandler)(request, response);
  write.mockRestore();
  warn.mockRestore();
  return { status, logged };
}

const ERROR = { kind: 'error', message: 'TypeError: x is undefined', section: 'campaigns' } as const;

describe('the browser events collector', () => {
  afterEach(() => jest.useRealTimers());
  beforeAll(() => {
    // The app's origins, as a deploy sets the parameter.
    process.env.APP_ORIGINS = 'http://localhost:3000';
  });

  it('logs each event of a batch with its severity, the page and the request id', () => {
    const { status, logged } = post({
      page: '/reporting',
      events: [
        ERROR,
        {
          kind: 'remote-failure',
          remote: 'reporting',
          version: '1.4.0',
          module: 'Section',
          phase: 'load',
          message: 'Failed to fetch',
        },
        { kind: 'web-vital', name: 'LCP', value: 812.5, rating: 'good', section: 'reporting' },
      ],
    });
    expect(status).toBe(204);
    expect(logged).toEqual([
      expect.objectContaining({
        severity: 'ERROR',
        message: 'Browser error: TypeError: x is undefined',
        requestId: 'trace-1',
        page: '/reporting',
        section: 'campaigns',
      }),
      expect.objectContaining({
        severity: 'ERROR',
        message: 'Remote reporting@1.4.0 Section: load failed',
        error: 'Failed to fetch',
        phase: 'load',
      }),
      expect.objectContaining({ severity: 'INFO', message: 'Web vital LCP 812.5 (good)', value: 812.5 }),
    ]);
  });

  it("logs a remote's refused section declarations as its failure", () => {
    const refused = {
      kind: 'remote-failure',
      remote: 'audiences',
      version: '2.1.0',
      module: 'sections',
      phase: 'declarations',
      message: "Error: section audiences: / is remote campaigns's",
    };
    const { status, logged } = post({ page: '/', events: [refused] });
    expect(status).toBe(204);
    expect(logged).toEqual([
      expect.objectContaining({
        severity: 'ERROR',
        message: 'Remote audiences@2.1.0 sections: declarations failed',
        phase: 'declarations',
      }),
    ]);
  });

  it("writes a browser error as Error Reporting's event: its stack, its section, where it happened", () => {
    const stack = 'TypeError: x is undefined\n    at render (http://localhost:3001/412.a1b2c3d4.js:1:2048)';
    const { logged } = post({
      page: '/campaigns',
      events: [
        { ...ERROR, stack },
        { ...ERROR, source: 'x.js', line: 3 },
      ],
    });
    expect(logged[0]).toMatchObject({
      '@type': REPORTED_ERROR_EVENT,
      severity: 'ERROR',
      message: stack,
      serviceContext: { service: 'web-campaigns' },
      context: { httpRequest: { url: '/campaigns', userAgent: expect.stringContaining('Chrome/156') } },
    });
    // Without a stack, Error Reporting takes where it happened.
    expect(logged[1]).toMatchObject({
      '@type': REPORTED_ERROR_EVENT,
      message: 'Browser error: TypeError: x is undefined',
      context: { reportLocation: { filePath: 'x.js', lineNumber: 3 } },
    });
  });

  it('keeps no login token a message or a stack carries', () => {
    const jwt = 'eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.';
    const { logged } = post({
      page: '/',
      events: [{ ...ERROR, message: `token ${jwt}`, stack: `Error: token ${jwt}\n    at x (a.js:1:1)` }],
    });
    expect(JSON.stringify(logged)).not.toContain('eyJ');
    expect(logged[0]?.error).toBe('token <token>');
  });

  it('answers 429 to a client past its batches a minute, and goes on serving the others', () => {
    // One window of the limit, whatever the clock: the count starts anew each minute.
    jest.useFakeTimers({ now: new Date('2026-12-07T10:00:10Z') });
    const from = (client: string) => post({ page: '/', events: [ERROR] }, { client }).status;
    const statuses = Array.from({ length: CLIENT_BATCHES_PER_MINUTE.calls + 1 }, () => from('198.51.100.9'));
    expect(statuses.slice(0, -1).every((status) => status === 204)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect(from('198.51.100.10')).toBe(204);
  });

  it('keeps no e-mail address a message carries, whatever the page did', () => {
    const { logged } = post({ page: '/', events: [{ ...ERROR, message: 'Not found: bob@example.com' }] });
    expect(logged[0]?.message).toBe('Browser error: Not found: <email>');
  });

  it.each([
    ['another origin', ERROR, { origin: 'https://attacker.example' }, 403],
    ['a GET', ERROR, { method: 'GET' }, 405],
  ])('refuses %s and logs nothing', (_case, event, options, code) => {
    const { status, logged } = post({ page: '/', events: [event] }, options);
    expect([status, logged]).toEqual([code, []]);
  });

  it.each([
    ['a body that is not JSON', 'not json'],
    ['a page with a query', { page: '/?campaign=1', events: [ERROR] }],
    ['a user id beside an event', { page: '/', events: [{ ...ERROR, uid: 'u1' }] }],
    ['an unknown kind', { page: '/', events: [{ kind: 'click', message: 'x' }] }],
    ['no events', { page: '/', events: [] }],
    [
      'too many events',
      { page: '/', events: Array.from({ length: CLIENT_EVENTS_PER_BATCH + 1 }, () => ERROR) },
    ],
  ])('refuses %s with 400 and logs none of it', (_case, body) => {
    const { status, logged } = post(body);
    expect([status, logged]).toEqual([400, []]);
  });

  it('logs the events it accepts and leaves out, with a warning, one it refuses', () => {
    const warn = jest.fn();
    const { status, logged } = post(
      { page: '/', events: [ERROR, { ...ERROR, uid: 'u1' }] },
      { onWarn: warn },
    );
    expect(status).toBe(204);
    expect(logged).toHaveLength(1);
    expect(warn).toHaveBeenCalledWith(
      'Browser event refused',
      expect.objectContaining({ issues: ['(root): unrecognized_keys'] }),
    );
  });

  it('refuses a body over its size with 413', () => {
    const { status } = post({ page: '/', events: [{ ...ERROR, stack: 'x'.repeat(20_000) }] });
    expect(status).toBe(413);
  });
});
