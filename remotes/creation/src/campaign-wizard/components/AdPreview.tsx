import { theme } from 'shared-ui/antd/base';
import { Segmented } from 'shared-ui/antd/panels';
import { Typography } from 'shared-ui/antd/typography';
import { useState, type CSSProperties, type ReactElement } from 'react';
import { useCreationT } from '../../i18n/useCreationT';
import { useMediaUrl } from '../../post-composer/hooks/useMediaUrl';
import type { WizardAd } from '../model/wizardForm';

/** Where the preview shows the ad: in a feed, or full screen between stories. */
const FORMATS = ['feed', 'story'] as const;
type Format = (typeof FORMATS)[number];

/** Characters of primary text a feed shows before "… more". */
const FEED_TEXT_SHOWN = 125;

/** A library file's kind, from its name: the wizard keeps only the path. */
const isVideo = (path: string): boolean => /\.(mp4|mov|webm|m4v)$/i.test(path);

/** The destination's host as feeds print it, or nothing while the URL is not one. */
function domainOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '').toUpperCase();
  } catch {
    return '';
  }
}

/** The ad's image or video, or an empty frame of the same size while there is none. */
function AdMedia({ path, style }: { readonly path: string; readonly style: CSSProperties }): ReactElement {
  const url = useMediaUrl(path);
  const { t } = useCreationT();
  if (!url) return <div style={style} aria-hidden />;
  return isVideo(path) ? (
    <video src={url} muted playsInline preload="metadata" style={style} aria-label={t('preview.media')} />
  ) : (
    <img src={url} alt={t('preview.media')} style={style} />
  );
}

/**
 * How an ad looks where it runs (docs/product-rules.md §10.6): in a feed (page, "Sponsored", primary
 * text folded after 125 characters, square media, then the domain, headline and call to action) or in
 * stories (tall media under the headline, the call to action at the foot). Updated as the ad is typed.
 */
export function AdPreview({ ad }: { readonly ad: WizardAd }): ReactElement {
  const { t } = useCreationT();
  const { token } = theme.useToken();
  const [format, setFormat] = useState<Format>('feed');
  const headline = ad.headline.trim() || t('preview.headline');
  const text = ad.primaryText.trim() || t('preview.primaryText');
  const cta = t(`creative.cta.${ad.callToAction}`);
  const frame: CSSProperties = {
    display: 'block',
    width: '100%',
    objectFit: 'cover',
    background: token.colorFillSecondary,
  };
  // The call to action as the network draws its button: a picture of one, not a control of this page.
  const ctaStyle: CSSProperties = {
    flex: 'none',
    display: 'inline-block',
    padding: '2px 10px',
    borderRadius: 4,
    background: token.colorBgContainer,
    color: token.colorText,
    border: `1px solid ${token.colorBorder}`,
    fontSize: 13,
  };
  return (
    <div style={{ width: 300, maxWidth: '100%' }}>
      <Segmented
        block
        value={format}
        onChange={(value) => setFormat(value as Format)}
        options={FORMATS.map((value) => ({ value, label: t(`preview.${value}`) }))}
        style={{ marginBottom: 12 }}
      />
      {format === 'feed' ? (
        <div
          data-testid="ad-preview-feed"
          style={{ border: `1px solid ${token.colorBorder}`, borderRadius: 8, overflow: 'hidden' }}
        >
          <div style={{ padding: 12 }}>
            <Typography.Text strong>{t('preview.page')}</Typography.Text>
            <br />
            <Typography.Text type="secondary">{t('preview.sponsored')}</Typography.Text>
            <Typography.Paragraph style={{ margin: '8px 0 0', overflowWrap: 'anywhere' }}>
              {text.length > FEED_TEXT_SHOWN
                ? `${text.slice(0, FEED_TEXT_SHOWN)}… ${t('preview.more')}`
                : text}
            </Typography.Paragraph>
          </div>
          {ad.mediaPath ? (
            <AdMedia path={ad.mediaPath} style={{ ...frame, aspectRatio: '1 / 1' }} />
          ) : (
            <div style={{ ...frame, aspectRatio: '1 / 1' }} aria-hidden />
          )}
          <div
            style={{
              display: 'flex',
              alignItems: 'center',
              gap: 8,
              padding: 12,
              background: token.colorFillQuaternary,
            }}
          >
            <div style={{ flex: 1, minWidth: 0 }}>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {domainOf(ad.destinationUrl)}
              </Typography.Text>
              <br />
              <Typography.Text strong ellipsis>
                {headline}
              </Typography.Text>
            </div>
            <span style={ctaStyle}>{cta}</span>
          </div>
        </div>
      ) : (
        <div
          data-testid="ad-preview-story"
          style={{
            position: 'relative',
            aspectRatio: '9 / 16',
            borderRadius: 12,
            overflow: 'hidden',
            background: token.colorTextSecondary,
          }}
        >
          {ad.mediaPath ? <AdMedia path={ad.mediaPath} style={{ ...frame, height: '100%' }} /> : null}
          <div style={{ position: 'absolute', insetInline: 12, top: 12, color: '#fff' }}>
            <strong>{t('preview.page')}</strong> · {t('preview.sponsored')}
            <div style={{ fontSize: 18, fontWeight: 600, marginTop: 12, overflowWrap: 'anywhere' }}>
              {headline}
            </div>
          </div>
          <div style={{ position: 'absolute', insetInline: 12, bottom: 16, textAlign: 'center' }}>
            <span style={{ ...ctaStyle, borderRadius: 16, padding: '6px 16px' }}>{cta}</span>
          </div>
        </div>
      )}
    </div>
  );
}
