/**
 * The host build's last step (docs/architecture.md "First paint"): writes each prerendered page of
 * `PRERENDERED_PAGES` beside the built `index.html` — the page with its root's markup, its entry
 * script named for the prepaint script to request after the first paint (`entryScript.ts`) — and
 * the stylesheet of antd's styles those screens need, `antd-first.<hash>.css`, which every page links
 * (docs/decisions/0039-antd-styles-built-ahead.md); puts the prepaint script and style into every
 * page. Run by the host's `npm run build` in production mode (`NODE_ENV=production`).
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { withEntryAfterFirstPaint } from './entryScript';
import { ACCESSIBILITY_CSS } from 'shared-auth';
import { PREPAINT_SCRIPT, PREPAINT_STYLE } from './prepaint';
import { PRERENDERED_PAGES } from './prerenderedPages';
import { pageStyles, renderRoot, stylesheetOf } from './renderScreen';

const DIST = path.join(__dirname, '..', 'dist');
const ROOT_ELEMENT = '<div id="app-root"></div>';

const PREPAINT_HEAD = `<script>${PREPAINT_SCRIPT}</script><style>${PREPAINT_STYLE}${ACCESSIBILITY_CSS}</style>`;

/** `template` with the prepaint script and style at the end of its head, and `extraHead` after them. */
function withHead(template: string, extraHead = ''): string {
  if (!template.includes('</head>')) throw new Error('index.html has no </head>');
  return template.replace('</head>', `${PREPAINT_HEAD}${extraHead}</head>`);
}

async function main(): Promise<void> {
  const indexFile = path.join(DIST, 'index.html');
  // As webpack wrote it (this step run again without a build finds its own head in index.html).
  const template = readFileSync(indexFile, 'utf8')
    .replace(PREPAINT_HEAD, '')
    .replace(/<link rel="stylesheet" href="\/antd-first\.\w+\.css">/, '');
  if (!template.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT}`);
  const styles = pageStyles();
  const pages: Array<readonly [string, string]> = [];
  for (const page of PRERENDERED_PAGES) {
    const html = await renderRoot(page, styles);
    pages.push([page.file, `<div id="app-root" data-prerendered="${page.kind}">${html}</div>`]);
    console.log(
      `prerendered ${page.path.padEnd(22)} → ${page.file} (${(html.length / 1024).toFixed(1)} KB markup)`,
    );
  }
  const css = stylesheetOf(styles);
  const stylesheet = `antd-first.${createHash('sha256').update(css).digest('hex').slice(0, 8)}.css`;
  writeFileSync(path.join(DIST, stylesheet), css);
  console.log(
    `antd's styles of the prerendered screens → ${stylesheet} (${(css.length / 1024).toFixed(1)} KB)`,
  );
  const head = withHead(template, `<link rel="stylesheet" href="/${stylesheet}">`);
  for (const [file, root] of pages)
    writeFileSync(path.join(DIST, file), withEntryAfterFirstPaint(head).replace(ROOT_ELEMENT, root));
  writeFileSync(indexFile, head);
}

main().then(
  // The rendered screens leave i18next's and Firebase's handles open: the build step is done.
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.stack : error);
    process.exit(1);
  },
);
