import { createHash } from 'node:crypto';

/**
 * The localStorage keys the prepaint script reads: shared-auth's saved language and session hint,
 * and the host's saved section catalogue (`CATALOGUE_STORAGE_KEY`). e2e/first-paint.spec.ts fails
 * if they drift: a returning user would not see the signed-in frame or its section's name, a Spanish
 * page would show the English screen.
 */
export const PREPAINT_KEYS = {
  language: 'selectedLanguage',
  sessionHint: 'adplatform.session',
  sections: 'adplatform.sections',
} as const;

/**
 * The `name` of the `<meta>` through which a prerendered page names the app's entry script (its
 * `content`, e.g. `/main.1a2b3c4d.js`) instead of a `<script defer>`: the prepaint script requests it
 * after the first paint.
 */
export const APP_ENTRY_META = 'app-entry';

/**
 * The one inline script of the host's pages (docs/architecture.md "First paint"), run before the
 * body is painted:
 * - it marks `<html>` with `data-session-hint` (this browser had a signed-in user, or its storage
 *   cannot be read) and `data-other-language` (a language other than the default is saved), so that
 *   the page's CSS hides a prerendered screen that the app would not show: a signed-out screen to a
 *   probably signed-in user or in the wrong language, the signed-in frame to a signed-out visitor;
 * - it names the section at the page's path in the signed-in frame's heading, in the saved language,
 *   from the section catalogue this browser saved (the host knows no section when it is built);
 * - it holds back the submit of a prerendered form until the app has taken it over (the form then
 *   carries `data-live`), marking it `data-submit-pending` so the app sends it then; without it a
 *   submit before the JavaScript ran would put the typed e-mail and password in the address;
 * - on a page whose head names the app's entry in `<meta name="app-entry">` (a prerendered page, see
 *   {@link APP_ENTRY_META}), it requests that script once the page's first frame is painted, so the
 *   paint never waits for the app's start-up (docs/performance.md "Choices made for speed").
 *   A hidden tab paints no frame: there it is requested at once, and a frame that never comes (a tab
 *   hidden meanwhile) is covered by a one-second fallback.
 * Its SHA-256 is in the Content-Security-Policy (`scripts/hosting/securityHeaders.ts`): change a
 * byte and `npm run hosting:config` must be run.
 */
export const PREPAINT_SCRIPT =
  '(function(){var d=document,h=d.documentElement,n="";' +
  `try{var s=localStorage,l=s.getItem("${PREPAINT_KEYS.language}");` +
  `if(s.getItem("${PREPAINT_KEYS.sessionHint}")==="1")h.setAttribute("data-session-hint","");` +
  'if(l&&l!=="en-us")h.setAttribute("data-other-language","")}' +
  'catch(e){h.setAttribute("data-session-hint","")}' +
  `try{var c=JSON.parse(s.getItem("${PREPAINT_KEYS.sections}")||"[]"),p=location.pathname.replace(/\\/+$/,"")||"/";` +
  'for(var i=0;i<c.length;i++){var x=c[i];' +
  'if(x.path==="/"?p==="/":p===x.path||p.indexOf(x.path+"/")===0){n=x.label[l]||x.label["en-us"];break}}}' +
  'catch(e){}' +
  'd.addEventListener("submit",function(e){var f=e.target;' +
  'if(f&&f.hasAttribute&&f.hasAttribute("data-prerendered-form")&&!f.hasAttribute("data-live")){' +
  'e.preventDefault();f.setAttribute("data-submit-pending","")}},true);' +
  'd.addEventListener("DOMContentLoaded",function(){' +
  'var t=d.querySelector(".shell-frame-heading h1");if(t&&n)t.textContent=n;' +
  `var m=d.querySelector('meta[name="${APP_ENTRY_META}"]');if(!m)return;` +
  'var started=false,start=function(){if(started)return;started=true;' +
  'var e=d.createElement("script");e.src=m.getAttribute("content");d.head.appendChild(e)};' +
  'if(d.visibilityState==="hidden")start();' +
  'else{requestAnimationFrame(function(){setTimeout(start,0)});setTimeout(start,1000)}})})()';

/** The CSP source that allows exactly {@link PREPAINT_SCRIPT} (`'sha256-…'`). */
export function prepaintScriptSource(): string {
  return `'sha256-${createHash('sha256').update(PREPAINT_SCRIPT).digest('base64')}'`;
}

/**
 * The CSS that goes with the script: which prerendered root (`#app-root[data-prerendered]`) stays
 * hidden (the app removes the attribute when it takes the root over); the prerendered frame's heading
 * hidden while it names no section; the frame's heading at `MainLayout`'s gutter (24 px, 16 below
 * antd's `lg` breakpoint) and its navigation hidden below that breakpoint, where `MainLayout`
 * collapses it.
 */
export const PREPAINT_STYLE =
  'html[data-session-hint] #app-root[data-prerendered="signed-out"],' +
  'html[data-other-language] #app-root[data-prerendered="signed-out"],' +
  'html:not([data-session-hint]) #app-root[data-prerendered="signed-in"]{display:none}' +
  '.shell-frame-heading h1:empty{display:none}' +
  '.shell-frame-heading{padding:24px}' +
  '@media (max-width:991.98px){.shell-frame-nav{display:none}.shell-frame-heading{padding:16px}}';
