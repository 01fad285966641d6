/**
 * The host build's last step (docs/architecture.md "First paint"): writes each prerendered page of
 * `PRERENDERED_PAGES` beside the built `index.html` — the page with its root's markup and antd's
 * styles, its entry script named for the prepaint script to request after the first paint
 * (`entryScript.ts`) — and puts the prepaint script and style into every page. Run by the host's `npm run build`
 * in production mode (`NODE_ENV=production`, so antd's class names are the production ones).
 */
import './trims';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { withEntryAfterFirstPaint } from './entryScript';
import { FOCUS_RING_CSS } from 'shared-auth';
import { PREPAINT_SCRIPT, PREPAINT_STYLE } from './prepaint';
import { PRERENDERED_PAGES } from './prerenderedPages';
import { renderRoot } from './renderScreen';

const DIST = path.join(__dirname, '..', 'dist');
const ROOT_ELEMENT = '<div id="app-root"></div>';

const PREPAINT_HEAD = `<script>${PREPAINT_SCRIPT}</script><style>${PREPAINT_STYLE}${FOCUS_RING_CSS}</style>`;

/** `template` with the prepaint script and style at the end of its head, and `extraHead` after them. */
function withHead(template: string, extraHead = ''): string {
  if (!template.includes('</head>')) throw new Error('index.html has no </head>');
  return template.replace('</head>', `${PREPAINT_HEAD}${extraHead}</head>`);
}

async function main(): Promise<void> {
  const indexFile = path.join(DIST, 'index.html');
  // As webpack wrote it (this step run again without a build finds its own head in index.html).
  const template = readFileSync(indexFile, 'utf8').replace(PREPAINT_HEAD, '');
  if (!template.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT}`);
  for (const page of PRERENDERED_PAGES) {
    const { html, styles } = await renderRoot(page);
    const root = `<div id="app-root" data-prerendered="${page.kind}">${html}</div>`;
    writeFileSync(
      path.join(DIST, page.file),
      withEntryAfterFirstPaint(withHead(template, styles)).replace(ROOT_ELEMENT, root),
    );
    console.log(
      `prerendered ${page.path.padEnd(22)} → ${page.file} (${(html.length / 1024).toFixed(1)} KB markup)`,
    );
  }
  writeFileSync(indexFile, withHead(template));
}

main().then(
  // The rendered screens leave i18next's and Firebase's handles open: the build step is done.
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.stack : error);
    process.exit(1);
  },
);
