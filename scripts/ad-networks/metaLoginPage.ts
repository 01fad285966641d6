/**
 * The Meta stand-in's login dialog (Facebook Login for Business as a person meets it): who logs in, the
 * app asking, the permissions it asks for, and Continue or Cancel.
 */
import { DEMO_META_APP } from '@adplatform/ad-networks/demo';
import { consentPage } from './consentPage';

const PERMISSION_NAMES: Readonly<Record<string, string>> = {
  ads_management: 'Manage your ads',
  ads_read: 'Read your ads’ performance',
  pages_show_list: 'Show a list of the Pages you manage',
  pages_read_engagement: 'Read content posted on the Page',
  pages_manage_metadata: 'Manage accounts, settings and webhooks for a Page',
  pages_manage_ads: 'Manage ads for Pages you manage',
  leads_retrieval: 'Access leads for your Pages',
  instagram_basic: 'Access profile and posts from the Instagram account connected to your Page',
  instagram_manage_insights: 'Read insights of the Instagram account connected to your Page',
  pages_manage_posts: 'Create, edit and delete your Page posts',
  instagram_content_publish: 'Create and publish content on the Instagram account connected to your Page',
};

/**
 * The dialog for the query of `/dialog/oauth` (`redirect_uri`, `state`, `scope`), the e-mail field
 * holding `email`; it posts to `/dialog/oauth/answer`.
 */
export function loginPage(params: Readonly<Record<string, string>>, email: string): string {
  return consentPage({
    network: 'Meta',
    title: 'Log in with Facebook (stand-in)',
    brand: '#0866ff',
    app: `App ${DEMO_META_APP.id}`,
    scopeSeparator: ',',
    scopeNames: PERMISSION_NAMES,
    params,
    action: '/dialog/oauth/answer',
    email,
  });
}
