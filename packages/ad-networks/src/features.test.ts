import {
  featuresGranted,
  featuresOf,
  META_AD_IDENTITY_PERMISSIONS,
  META_CREATOR_PERMISSIONS,
  META_LEAD_PERMISSIONS,
  permissionsFor,
} from './features';
import { metaLoginUrl, META_PERMISSIONS } from './meta/metaLogin';

describe('what a connection opens beyond campaigns', () => {
  it('offers ads as a Page, lead forms, creators and posts on Meta alone, each with its permissions', () => {
    expect(featuresOf('meta')).toEqual(['adIdentity', 'leadForms', 'creators', 'posts']);
    expect(permissionsFor('meta', ['adIdentity'])).toEqual([...META_AD_IDENTITY_PERMISSIONS]);
    expect(permissionsFor('meta', ['posts'])).toContain('instagram_content_publish');
    expect(permissionsFor('meta', ['creators'])).toEqual([...META_CREATOR_PERMISSIONS]);
    // Shared permissions are asked once.
    expect(permissionsFor('meta', ['leadForms', 'creators'])).toEqual([
      ...META_LEAD_PERMISSIONS,
      'instagram_basic',
      'instagram_manage_insights',
    ]);
    expect(featuresOf('googleAds')).toEqual([]);
    expect(permissionsFor('meta', ['leadForms'])).toEqual([...META_LEAD_PERMISSIONS]);
    expect(permissionsFor('googleAds', ['leadForms'])).toEqual([]);
  });

  it('turns a feature on only when every one of its permissions is granted', () => {
    expect(featuresGranted('meta', new Set([...META_PERMISSIONS, ...META_LEAD_PERMISSIONS]))).toEqual([
      'leadForms',
    ]);
    expect(
      featuresGranted('meta', new Set([...META_PERMISSIONS, ...META_LEAD_PERMISSIONS, 'instagram_basic'])),
    ).toEqual(['adIdentity', 'leadForms']);
    expect(
      featuresGranted('meta', new Set([...META_PERMISSIONS, ...META_LEAD_PERMISSIONS.slice(1)])),
    ).toEqual([]);
  });
});

describe('Meta’s login dialog', () => {
  const base = {
    appId: '123',
    dialogOrigin: 'https://www.facebook.com',
    redirectUri: 'https://app/settings',
    state: 's',
  };

  it('asks for the campaigns’ permissions alone by default', () => {
    const url = new URL(metaLoginUrl(base));
    expect(url.searchParams.get('scope')).toBe('ads_management,ads_read');
    expect(url.searchParams.get('auth_type')).toBeNull();
  });

  it('asks for a feature’s permissions beside them, again if declined before', () => {
    const url = new URL(metaLoginUrl({ ...base, extraPermissions: ['leads_retrieval', 'ads_read'] }));
    expect(url.searchParams.get('scope')).toBe('ads_management,ads_read,leads_retrieval');
    expect(url.searchParams.get('auth_type')).toBe('rerequest');
  });
});
