import { withEntryAfterFirstPaint } from './entryScript';
import { APP_ENTRY_META, PREPAINT_SCRIPT } from './prepaint';

const ENTRY = '/main.1a2b3c4d.js';

describe('a prerendered page names its entry script instead of loading it', () => {
  const page = `<head><script defer="defer" src="${ENTRY}"></script></head><body></body>`;

  it('replaces the deferred script by the meta the prepaint script reads', () => {
    const written = withEntryAfterFirstPaint(page);
    expect(written).toBe(`<head><meta name="${APP_ENTRY_META}" content="${ENTRY}"/></head><body></body>`);
    expect(written).not.toContain('<script');
  });

  it('fails the build when webpack wrote no entry script tag', () => {
    expect(() => withEntryAfterFirstPaint('<head></head>')).toThrow('no <script defer> for the entry');
  });
});

describe('the prepaint script requests the named entry after the first paint', () => {
  /** Runs the prepaint script and returns its DOMContentLoaded handler (each run adds its own). */
  function prepaintOnLoaded(): () => void {
    const add = jest.spyOn(document, 'addEventListener');
    new Function(PREPAINT_SCRIPT)();
    const call = add.mock.calls.find(([type]) => type === 'DOMContentLoaded');
    add.mockRestore();
    if (!call) throw new Error('the prepaint script does not wait for DOMContentLoaded');
    return call[1] as () => void;
  }
  const entryScripts = (): HTMLScriptElement[] =>
    [...document.head.querySelectorAll('script')].filter((script) => script.src.endsWith(ENTRY));

  beforeEach(() => {
    jest.useFakeTimers();
    document.head.innerHTML = `<meta name="${APP_ENTRY_META}" content="${ENTRY}">`;
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
    document.head.replaceChildren();
  });

  it('waits for a frame to be painted, then requests the entry once', () => {
    const onLoaded = prepaintOnLoaded();
    onLoaded();
    expect(entryScripts()).toHaveLength(0);
    // The frame's callback runs before its paint; the request goes in the task after it.
    jest.advanceTimersToNextFrame();
    expect(entryScripts()).toHaveLength(0);
    jest.advanceTimersByTime(1);
    expect(entryScripts()).toHaveLength(1);
    // The fallback for a frame that never comes does not request it a second time.
    jest.advanceTimersByTime(2000);
    expect(entryScripts()).toHaveLength(1);
  });

  it('requests it after a second when no frame comes (the tab was hidden meanwhile)', () => {
    const frame = jest.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    prepaintOnLoaded()();
    jest.advanceTimersByTime(999);
    expect(entryScripts()).toHaveLength(0);
    jest.advanceTimersByTime(1);
    expect(entryScripts()).toHaveLength(1);
    expect(frame).toHaveBeenCalled();
  });

  it('requests it at once in a hidden tab, which paints no frame', () => {
    jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    prepaintOnLoaded()();
    expect(entryScripts()).toHaveLength(1);
  });

  it('requests nothing on a page that loads its entry itself (index.html)', () => {
    document.head.replaceChildren();
    prepaintOnLoaded()();
    jest.advanceTimersByTime(2000);
    expect(document.head.querySelectorAll('script')).toHaveLength(0);
  });
});
