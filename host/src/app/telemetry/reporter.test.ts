import { CLIENT_EVENTS_PER_BATCH, type ClientEvent, type ClientEvents } from '@adplatform/client-events';
import { BATCH_WAIT_MS, clientEventOf, createReporter, ERRORS_PER_PAGE } from './reporter';
import { collectorUrl } from './reportPageEvents';

const ERROR: ClientEvent = { kind: 'error', message: 'TypeError: boom' };
const VITAL: ClientEvent = { kind: 'web-vital', name: 'LCP', value: 900, rating: 'good' };

describe('a page event as the collector takes it', () => {
  it('redacts the texts, drops the query of the script and names the section', () => {
    expect(
      clientEventOf(
        {
          kind: 'error',
          message: 'No lead for ana@example.com',
          source: 'https://app.example/4273.js?v=2#x',
          line: 3,
          column: 14,
          stack: 'Error at lead 12345678901',
        },
        'leads',
      ),
    ).toEqual({
      kind: 'error',
      message: 'No lead for <email>',
      source: 'https://app.example/4273.js',
      line: 3,
      column: 14,
      stack: 'Error at lead <number>',
      section: 'leads',
    });
  });

  it('says which remote failed, its version, module and phase, and why', () => {
    expect(
      clientEventOf(
        {
          kind: 'remote-failure',
          failure: {
            remote: 'reporting',
            version: '1.2.0',
            module: 'Section',
            phase: 'timeout',
            error: new Error('reporting/Section did not load within 12000 ms'),
          },
        },
        'reporting',
      ),
    ).toEqual({
      kind: 'remote-failure',
      remote: 'reporting',
      version: '1.2.0',
      module: 'Section',
      phase: 'timeout',
      message: 'Error: reporting/Section did not load within 12000 ms',
    });
  });
});

it('names the remote entry when no exposed module failed, and keeps a version the collector takes', () => {
  expect(
    clientEventOf(
      {
        kind: 'remote-failure',
        failure: {
          remote: 'settings',
          version: '2.0.0+build 7',
          module: '',
          phase: 'load',
          error: 'offline',
        },
      },
      undefined,
    ),
  ).toMatchObject({ version: '2.0.0-build-7', module: 'remoteEntry', message: 'offline' });
});

describe('the page reporter', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('sends the events of a moment in one batch, for the page shown when it leaves', () => {
    const sent: ClientEvents[] = [];
    let page = '/';
    const reporter = createReporter(
      (batch) => sent.push(batch),
      () => page,
    );
    reporter.add(ERROR);
    reporter.add(VITAL);
    page = '/reporting';
    jest.advanceTimersByTime(BATCH_WAIT_MS - 1);
    expect(sent).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(sent).toEqual([{ page: '/reporting', events: [ERROR, VITAL] }]);
  });

  it('says at most so many errors a page, keeps every vital, and sends what waits when flushed', () => {
    const sent: ClientEvents[] = [];
    const reporter = createReporter(
      (batch) => sent.push(batch),
      () => '/',
    );
    for (let index = 0; index < ERRORS_PER_PAGE + 5; index += 1) reporter.add(ERROR);
    reporter.add(VITAL);
    reporter.flush();
    const events = sent.flatMap((batch) => batch.events);
    expect(events.filter((event) => event.kind === 'error')).toHaveLength(ERRORS_PER_PAGE);
    expect(events.filter((event) => event.kind === 'web-vital')).toHaveLength(1);
    expect(sent.every((batch) => batch.events.length <= CLIENT_EVENTS_PER_BATCH)).toBe(true);
  });

  it('splits a long wait into batches the collector accepts', () => {
    const sent: ClientEvents[] = [];
    const reporter = createReporter(
      (batch) => sent.push(batch),
      () => '/',
    );
    for (let index = 0; index < CLIENT_EVENTS_PER_BATCH + 3; index += 1) reporter.add(VITAL);
    reporter.flush();
    expect(sent.map((batch) => batch.events.length)).toEqual([CLIENT_EVENTS_PER_BATCH, 3]);
  });
});

describe('the collector’s address', () => {
  const env = {
    projectId: 'acme-ads',
    apiKey: 'k',
    authDomain: 'acme-ads.firebaseapp.com',
    storageBucket: 'acme-ads.appspot.com',
    functionsRegion: 'europe-west1',
    appId: 'app',
    appCheckSiteKey: 'site',
    emulatorHost: '',
  };

  it('is the project region’s function, or the emulator’s locally', () => {
    expect(collectorUrl(env)).toBe('https://europe-west1-acme-ads.cloudfunctions.net/collectClientEvents');
    expect(collectorUrl({ ...env, projectId: 'demo-adplatform', emulatorHost: '127.0.0.1' })).toBe(
      'http://127.0.0.1:5001/demo-adplatform/europe-west1/collectClientEvents',
    );
  });
});
