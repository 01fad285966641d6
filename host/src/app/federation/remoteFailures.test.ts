import {
  onRemoteFailure,
  REMOTE_FAILURE_EVENT,
  reportRemoteFailure,
  type RemoteFailure,
} from './remoteFailures';

describe('reportRemoteFailure', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('tells the listeners and the page (a DOM event) once per error', () => {
    const heard: RemoteFailure[] = [];
    const events: unknown[] = [];
    const stop = onRemoteFailure((failure) => heard.push(failure));
    const onEvent = (event: Event): void => {
      events.push((event as CustomEvent<RemoteFailure>).detail);
    };
    window.addEventListener(REMOTE_FAILURE_EVENT, onEvent);
    const error = new Error('boom');
    reportRemoteFailure({ remote: 'reporting', module: 'Section', phase: 'render', error });
    reportRemoteFailure({ remote: 'reporting', module: 'Section', phase: 'load', error });
    stop();
    window.removeEventListener(REMOTE_FAILURE_EVENT, onEvent);
    expect(heard).toEqual([
      { remote: 'reporting', version: 'unknown', module: 'Section', phase: 'render', error },
    ]);
    expect(events).toEqual(heard);
  });
});
