import { PREPAINT_SCRIPT } from './prepaint';

/** Runs the prepaint script as the page's head does (an inline classic script). */
function runPrepaint(): void {
  new Function(PREPAINT_SCRIPT)();
}

const html = document.documentElement;

afterEach(() => {
  localStorage.clear();
  html.removeAttribute('data-session-hint');
  html.removeAttribute('data-other-language');
  document.body.replaceChildren();
});

describe('the marks on <html> that choose which prerendered root shows', () => {
  it('marks nothing for a first visit (no session hint, the default language)', () => {
    runPrepaint();
    expect(html.hasAttribute('data-session-hint')).toBe(false);
    expect(html.hasAttribute('data-other-language')).toBe(false);
  });

  it('marks a browser that had a signed-in user', () => {
    localStorage.setItem('adplatform.session', '1');
    runPrepaint();
    expect(html.hasAttribute('data-session-hint')).toBe(true);
  });

  it('marks another saved language, not the default one', () => {
    localStorage.setItem('selectedLanguage', 'en-us');
    runPrepaint();
    expect(html.hasAttribute('data-other-language')).toBe(false);
    localStorage.setItem('selectedLanguage', 'es-es');
    runPrepaint();
    expect(html.hasAttribute('data-other-language')).toBe(true);
  });

  it('takes unreadable storage for a signed-in user (as shared-auth does: Auth loads at once)', () => {
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    runPrepaint();
    getItem.mockRestore();
    expect(html.hasAttribute('data-session-hint')).toBe(true);
  });
});

describe('the submit of a prerendered form', () => {
  /** Submits a form (with the given attributes) and says whether the page let the browser send it. */
  function submit(attributes: readonly string[]): { sent: boolean; form: HTMLFormElement } {
    const form = document.createElement('form');
    for (const name of attributes) form.setAttribute(name, '');
    document.body.append(form);
    const event = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(event);
    return { sent: !event.defaultPrevented, form };
  }

  beforeAll(runPrepaint);

  it('is held back, and marked pending, until the app has taken the form over', () => {
    const { sent, form } = submit(['data-prerendered-form']);
    expect(sent).toBe(false);
    expect(form.hasAttribute('data-submit-pending')).toBe(true);
  });

  it('is left to the app once the form is live, and any other form is never touched', () => {
    expect(submit(['data-prerendered-form', 'data-live']).sent).toBe(true);
    const other = submit([]);
    expect(other.sent).toBe(true);
    expect(other.form.hasAttribute('data-submit-pending')).toBe(false);
  });
});

describe("the signed-in frame's heading", () => {
  const SECTIONS = [
    { path: '/', label: { 'en-us': 'Campaigns', 'es-es': 'Campañas' } },
    { path: '/audiences', label: { 'en-us': 'Audiences', 'es-es': 'Audiencias' } },
  ];

  /** The frame's heading after the prepaint script ran at `path` and the document was parsed. */
  function headingAt(path: string): string {
    window.history.replaceState(null, '', path);
    // This run's own listener only: earlier runs' listeners stay on the test's one document.
    const listen = jest.spyOn(document, 'addEventListener');
    runPrepaint();
    const parsed = listen.mock.calls.find(([type]) => type === 'DOMContentLoaded')?.[1] as () => void;
    listen.mockRestore();
    const frame = document.createElement('div');
    frame.className = 'shell-frame-heading';
    frame.append(document.createElement('h1'));
    document.body.replaceChildren(frame);
    parsed();
    return frame.textContent ?? '';
  }

  afterAll(() => window.history.replaceState(null, '', '/'));

  it("names the section at the path, or below it, from this browser's saved catalogue", () => {
    localStorage.setItem('adplatform.sections', JSON.stringify(SECTIONS));
    expect(headingAt('/audiences')).toBe('Audiences');
    expect(headingAt('/audiences/list/')).toBe('Audiences');
    expect(headingAt('/')).toBe('Campaigns');
  });

  it('names it in the saved language', () => {
    localStorage.setItem('adplatform.sections', JSON.stringify(SECTIONS));
    localStorage.setItem('selectedLanguage', 'es-es');
    expect(headingAt('/audiences')).toBe('Audiencias');
  });

  it('names nothing at a path no saved section has, or without a saved catalogue', () => {
    localStorage.setItem('adplatform.sections', JSON.stringify(SECTIONS));
    expect(headingAt('/audiencesx')).toBe('');
    localStorage.removeItem('adplatform.sections');
    expect(headingAt('/audiences')).toBe('');
    localStorage.setItem('adplatform.sections', '{not json');
    expect(headingAt('/audiences')).toBe('');
  });
});
