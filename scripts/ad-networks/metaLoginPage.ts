/**
 * The Meta stand-in's login dialog (Facebook Login for Business as a person meets it): who logs in, the
 * app asking, the permissions it asks for, and Continue or Cancel. English only, marked as a stand-in.
 */
import { DEMO_META_APP } from '@adplatform/ad-networks/demo';
import { escapeHtml } from '../lib/html';

const STYLE = `body{font-family:system-ui,sans-serif;max-width:420px;margin:48px auto;padding:0 16px}
label{display:block;margin:12px 0 4px}input{display:block;width:100%;padding:8px;box-sizing:border-box}
button{margin-top:16px;width:100%;padding:10px;border:0;border-radius:6px}
button[value=continue]{background:#0866ff;color:#fff}.test{background:#fff4d6;padding:4px 8px;border-radius:4px}`;

const PERMISSION_NAMES: Readonly<Record<string, string>> = {
  ads_management: 'Manage your ads',
  ads_read: 'Read your ads’ performance',
};

/**
 * The dialog for the query of `/dialog/oauth` (`redirect_uri`, `state`, `scope`), the e-mail field
 * holding `email`; it posts to `/dialog/oauth/answer`.
 */
export function loginPage(params: Readonly<Record<string, string>>, email: string): string {
  const hidden = (name: string) =>
    `<input type="hidden" name="${name}" value="${escapeHtml(params[name] ?? '')}">`;
  const scopes = (params.scope ?? '').split(',').filter(Boolean);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Log in with Facebook (stand-in)</title><style>${STYLE}</style></head>
<body><p class="test">Test mode: a stand-in of Meta</p>
<h1>Connect your ad accounts</h1>
<p>App ${escapeHtml(DEMO_META_APP.id)} asks to:</p>
<ul>${scopes.map((scope) => `<li>${escapeHtml(PERMISSION_NAMES[scope] ?? scope)}</li>`).join('')}</ul>
<form method="post" action="/dialog/oauth/answer">
${hidden('redirect_uri')}${hidden('state')}${hidden('scope')}
<label>Email<input name="email" type="email" value="${escapeHtml(email)}" autocomplete="email"></label>
<button type="submit" name="answer" value="continue">Continue</button>
<button type="submit" name="answer" value="cancel">Cancel</button>
</form></body></html>`;
}
