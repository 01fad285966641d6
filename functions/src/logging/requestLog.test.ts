import { logger as functionsLogger } from 'firebase-functions';
import { inRequest, inTracedRequest, logger, requestIdOf, TRACE_FIELD } from './requestLog';

describe('the functions\' log (docs/operations.md "Errors and web vitals")', () => {
  let entries: Array<{ message: unknown; data: Record<string, unknown> }>;
  beforeEach(() => {
    entries = [];
    jest.spyOn(functionsLogger, 'warn').mockImplementation((message, data) => {
      entries.push({ message, data: data as Record<string, unknown> });
    });
    process.env.FUNCTION_TARGET = 'importLeads';
  });
  afterEach(() => {
    jest.restoreAllMocks();
    delete process.env.FUNCTION_TARGET;
  });

  it("takes a request's id from its trace header, or makes one", () => {
    expect(requestIdOf('105445aa7843bc8bf206b12000100000/1;o=1')).toBe('105445aa7843bc8bf206b12000100000');
    expect(requestIdOf()).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('adds the request id and the function to what any code under a request logs, across awaits', async () => {
    const deep = async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      logger.warn('Row skipped', { row: 3 });
    };
    await Promise.all([inRequest('request-a', deep), inRequest('request-b', deep)]);
    expect(entries.map(({ data }) => data)).toEqual(
      expect.arrayContaining([
        { row: 3, requestId: 'request-a', function: 'importLeads' },
        { row: 3, requestId: 'request-b', function: 'importLeads' },
      ]),
    );
  });

  it("puts a traced request's entries under the platform's trace, and leaves untraced ones without", () => {
    process.env.GCLOUD_PROJECT = 'adplatform-prod';
    try {
      inTracedRequest('105445aa7843bc8bf206b12000100000/1;o=1', () => logger.warn('Traced'));
      inTracedRequest(undefined, () => logger.warn('Untraced'));
    } finally {
      delete process.env.GCLOUD_PROJECT;
    }
    expect(entries[0]?.data).toEqual({
      requestId: '105445aa7843bc8bf206b12000100000',
      [TRACE_FIELD]: 'projects/adplatform-prod/traces/105445aa7843bc8bf206b12000100000',
      function: 'importLeads',
    });
    expect(entries[1]?.data).toEqual({
      requestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      function: 'importLeads',
    });
  });

  it('logs without a request id outside a request', () => {
    logger.warn('At load');
    expect(entries).toEqual([{ message: 'At load', data: { function: 'importLeads' } }]);
  });
});
