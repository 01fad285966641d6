import { REMOTE_FAILURE_EVENT } from '../federation/remoteFailures';
import { noticePageEvents, PAGE_EVENTS_KEPT, takePageEvents, type PageEvent } from './pageEvents';

describe('what the page notices before its reporter loads', () => {
  it('keeps uncaught errors, rejections and remote failures, then hands each to the reporter', () => {
    noticePageEvents();
    const error = new TypeError('x is undefined');
    dispatchEvent(
      new ErrorEvent('error', { error, message: error.message, filename: '/main.js', lineno: 2, colno: 5 }),
    );
    const rejection = new Event('unhandledrejection') as Event & { reason?: unknown };
    rejection.reason = 'refused';
    dispatchEvent(rejection);
    const failure = {
      remote: 'leads',
      version: '1.0.0',
      module: 'Section',
      phase: 'load',
      error: new Error('404'),
    };
    dispatchEvent(new CustomEvent(REMOTE_FAILURE_EVENT, { detail: failure }));
    // A resource that failed to load fires a plain `error` event: not an error of the page's code.
    dispatchEvent(new Event('error'));

    const reported: PageEvent[] = [];
    const stop = takePageEvents((event) => reported.push(event));
    expect(reported).toEqual([
      expect.objectContaining({
        kind: 'error',
        message: 'TypeError: x is undefined',
        source: '/main.js',
        line: 2,
        column: 5,
      }),
      { kind: 'error', message: 'refused' },
      { kind: 'remote-failure', failure },
    ]);

    dispatchEvent(new ErrorEvent('error', { error: new Error('later') }));
    expect(reported).toHaveLength(4);
    stop();
  });

  it('keeps no more than so many while no reporter takes them', () => {
    noticePageEvents();
    for (let index = 0; index < PAGE_EVENTS_KEPT + 5; index += 1)
      dispatchEvent(new ErrorEvent('error', { error: new Error(`e${index}`) }));
    const reported: PageEvent[] = [];
    takePageEvents((event) => reported.push(event))();
    expect(reported).toHaveLength(PAGE_EVENTS_KEPT);
  });
});
