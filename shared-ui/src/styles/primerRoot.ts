import { createRoot, type Root } from 'react-dom/client';

/**
 * A React root for style primers (docs/architecture.md "Performance budgets"): an element of its own
 * at the end of the page's body, hidden (out of the layout and the accessibility tree) and marked
 * `data-antd-style-primer`, where primers render components only for antd to generate their styles.
 * It stays for the page's life: antd drops a style when its last user unmounts.
 * @param name - the mark's value, naming whose primers the root holds ('' for the host's)
 * @returns the root, empty
 */
export function createPrimerRoot(name: string): Root {
  const container = document.createElement('div');
  container.hidden = true;
  container.dataset.antdStylePrimer = name;
  document.body.append(container);
  return createRoot(container);
}
