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
