import { Typography } from 'shared-ui/antd/typography';
import type { CSSProperties, ReactElement } from 'react';
import { useAdLibraryT } from '../../i18n/useAdLibraryT';
import { titleOf, type Ad } from '../model/ad';
import { MetaLibraryLink } from './MetaLibraryLink';

/**
 * An ad's creative: its picture, or, for an ad whose source gives none (Meta's Ad Library), its text
 * on a plain panel with a link to the ad in Meta's Ad Library, where Meta shows it
 * (docs/product-rules.md §10.4).
 */
export function AdCreative({
  ad,
  style,
  decorative = false,
}: {
  readonly ad: Ad;
  readonly style?: CSSProperties;
  /** Whether text beside it already names the ad (no alternative text then). */
  readonly decorative?: boolean;
}): ReactElement {
  const { t } = useAdLibraryT();
  if (ad.imageUrl)
    return (
      <img
        src={ad.imageUrl}
        alt={decorative ? '' : t('creativeAlt', { advertiser: ad.advertiser, headline: titleOf(ad) })}
        style={{ width: '100%', display: 'block', ...style }}
      />
    );
  return (
    <div
      data-testid="ad-creative-text"
      style={{
        padding: 16,
        minHeight: 120,
        background: 'var(--ant-color-fill-quaternary, #f5f5f5)',
        ...style,
      }}
    >
      <Typography.Paragraph ellipsis={{ rows: 4 }} style={{ marginBottom: 8 }}>
        {ad.body || ad.headline}
      </Typography.Paragraph>
      {ad.libraryUrl && !decorative && (
        <MetaLibraryLink href={ad.libraryUrl}>{t('metaLibrary.seeCreative')}</MetaLibraryLink>
      )}
    </div>
  );
}
