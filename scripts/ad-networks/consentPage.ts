/**
 * The consent page of a stand-in's OAuth flow, as a person meets it on the network: who signs in, the
 * app asking, what it asks for, and Continue or Cancel. English only, marked as a stand-in.
 */
import { escapeHtml } from '../lib/html';

const STYLE = `body{font-family:system-ui,sans-serif;max-width:420px;margin:48px auto;padding:0 16px}
label{display:block;margin:12px 0 4px}input{display:block;width:100%;padding:8px;box-sizing:border-box}
button{margin-top:16px;width:100%;padding:10px;border:0;border-radius:6px}
button[value=continue]{background:var(--brand);color:#fff}.test{background:#fff4d6;padding:4px 8px;border-radius:4px}`;

/** What a stand-in's consent page shows and posts. */
export interface ConsentPage {
  /** The network, as the page names it ("Meta", "Google"). */
  readonly network: string;
  /** The document's title, as the network titles its page. */
  readonly title: string;
  /** The network's colour for Continue. */
  readonly brand: string;
  /** Who asks: the app or client. */
  readonly app: string;
  /** The scopes asked for (the request's `scope`, split by `scopeSeparator`), in the network's words. */
  readonly scopeSeparator: string;
  readonly scopeNames: Readonly<Record<string, string>>;
  /** The request's query: `scope`, and the `redirect_uri` and `state` the answer carries back. */
  readonly params: Readonly<Record<string, string>>;
  /** Where the answer is posted. */
  readonly action: string;
  /** The e-mail the field holds. */
  readonly email: string;
}

/** The page's HTML: a form posting `answer` (`continue` or `cancel`), `email`, the redirect, state and scope. */
export function consentPage(page: ConsentPage): string {
  const hidden = ['redirect_uri', 'state', 'scope']
    .map((name) => `<input type="hidden" name="${name}" value="${escapeHtml(page.params[name] ?? '')}">`)
    .join('');
  const asks = (page.params.scope ?? '')
    .split(page.scopeSeparator)
    .filter(Boolean)
    .map((scope) => page.scopeNames[scope] ?? scope);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>${escapeHtml(page.title)}</title><style>:root{--brand:${page.brand}}${STYLE}</style></head>
<body><p class="test">Test mode: a stand-in of ${escapeHtml(page.network)}</p>
<h1>Connect your ad accounts</h1>
<p>${escapeHtml(page.app)} asks to:</p>
<ul>${asks.map((ask) => `<li>${escapeHtml(ask)}</li>`).join('')}</ul>
<form method="post" action="${escapeHtml(page.action)}">
${hidden}
<label>Email<input name="email" type="email" value="${escapeHtml(page.email)}" autocomplete="email"></label>
<button type="submit" name="answer" value="continue">Continue</button>
<button type="submit" name="answer" value="cancel">Cancel</button>
</form></body></html>`;
}
