/**
 * How a prerendered page loads the app's entry script (docs/architecture.md "First paint"): named in
 * its head, requested by the prepaint script after the first paint.
 */
import { APP_ENTRY_META } from './prepaint';

/** The entry script tag HtmlWebpackPlugin writes (`scriptLoading: 'defer'`, public path `/`). */
const ENTRY_SCRIPT = /<script defer="defer" src="(\/main\.[0-9a-f]+\.js)"><\/script>/;

/**
 * `page` with its entry script named in `<meta name="app-entry">` instead of loaded by a
 * `<script defer>`: the prepaint script requests it after the first paint, so that a prerendered
 * page's paint never waits for the app's start-up (docs/performance.md "Choices made for speed").
 * `index.html`, which has nothing to paint, keeps its `<script defer>`.
 * @throws Error when the page has no entry script tag (webpack's template changed)
 */
export function withEntryAfterFirstPaint(page: string): string {
  if (!ENTRY_SCRIPT.test(page)) throw new Error('index.html has no <script defer> for the entry');
  return page.replace(ENTRY_SCRIPT, `<meta name="${APP_ENTRY_META}" content="$1"/>`);
}
