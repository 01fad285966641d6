import { antdStylesApplied, linkStylesheet, provideAntdStylesheet } from './antdStylesheet';

const URL_A = 'https://app.example.com/antd.1234abcd.css';

/** The links to `url` under `parent`. */
const linksTo = (parent: ParentNode, url: string): HTMLLinkElement[] =>
  [...parent.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter((link) => link.href === url);

afterEach(() => document.head.replaceChildren());

describe('linkStylesheet (docs/decisions/0039-antd-styles-built-ahead.md)', () => {
  it('links the file once per parent and resolves when it has loaded', async () => {
    const first = linkStylesheet(URL_A);
    const again = linkStylesheet(URL_A);
    expect(again).toBe(first);
    const [link] = linksTo(document.head, URL_A);
    let applied = false;
    void first.then(() => (applied = true));
    await Promise.resolve();
    expect(applied).toBe(false);
    link!.dispatchEvent(new Event('load'));
    await first;
    expect(linksTo(document.head, URL_A)).toHaveLength(1);
  });

  it('links it into a shadow root of its own, apart from the document’s head', async () => {
    const host = document.createElement('div');
    const shadow = host.attachShadow({ mode: 'open' });
    const loading = linkStylesheet('https://app.example.com/antd.shadow.css', shadow);
    const [link] = linksTo(shadow, 'https://app.example.com/antd.shadow.css');
    expect(link).toBeDefined();
    expect(linksTo(document.head, 'https://app.example.com/antd.shadow.css')).toHaveLength(0);
    link!.dispatchEvent(new Event('load'));
    await expect(loading).resolves.toBeUndefined();
  });

  it('rejects when the file fails, and the next call links it again', async () => {
    const url = 'https://app.example.com/antd.missing.css';
    const failing = linkStylesheet(url);
    linksTo(document.head, url)[0]!.dispatchEvent(new Event('error'));
    await expect(failing).rejects.toThrow(url);
    expect(linksTo(document.head, url)).toHaveLength(0);
    const retry = linkStylesheet(url);
    expect(retry).not.toBe(failing);
    linksTo(document.head, url)[0]!.dispatchEvent(new Event('load'));
    await expect(retry).resolves.toBeUndefined();
  });
});

describe('antdStylesApplied', () => {
  it('waits for the stylesheet the host named', async () => {
    const url = 'https://app.example.com/antd.named.css';
    provideAntdStylesheet(url);
    const applied = antdStylesApplied();
    linksTo(document.head, url)[0]!.dispatchEvent(new Event('load'));
    await expect(applied).resolves.toBeUndefined();
  });
});
