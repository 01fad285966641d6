import { ConfigProvider } from 'shared-ui/antd/base';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { THEME } from 'shared-auth';
import { AntdStylePrimer } from './AntdStylePrimer';

let primed = false;

/**
 * Generates antd's styles for every component the sections use ahead of the first visit to each
 * section (docs/architecture.md "Performance budgets": section switch after preload): renders {@link AntdStylePrimer} in a
 * hidden React root of its own under the host's theme, as a transition (React yields to input while
 * it renders). antd's style cache is the page's one default cache, shared by every root without a
 * `StyleProvider`, and its entries are keyed by the theme's tokens, so the host's sections find the
 * styles generated. Once per page; the root (`[data-antd-style-primer]`, hidden, outside `main`) stays
 * mounted for the page's life.
 */
export function primeAntdStyles(): void {
  if (primed) return;
  primed = true;
  const container = document.createElement('div');
  container.hidden = true;
  container.dataset.antdStylePrimer = '';
  document.body.append(container);
  const root = createRoot(container);
  startTransition(() => {
    root.render(
      <ConfigProvider theme={THEME}>
        <AntdStylePrimer />
      </ConfigProvider>,
    );
  });
}
