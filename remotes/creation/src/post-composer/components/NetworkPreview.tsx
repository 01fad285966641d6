import { theme } from 'shared-ui/antd/base';
import type { CSSProperties, ReactElement } from 'react';
import { useCreationT } from '../../i18n/useCreationT';
import type { MediaItem } from '../api/mediaLibrary';
import { useMediaUrl } from '../hooks/useMediaUrl';
import type { Channel } from '../model/channels';
import { foldedText, handleOf, NETWORK_LAYOUTS, type NetworkLayout } from '../model/networkLayout';

/** One attached file as the network would show it: the image, or the video's first frame. */
function PreviewMedia({
  item,
  style,
}: {
  readonly item: MediaItem;
  readonly style: CSSProperties;
}): ReactElement {
  const url = useMediaUrl(item.path);
  const { token } = theme.useToken();
  const frame: CSSProperties = {
    display: 'block',
    width: '100%',
    objectFit: 'cover',
    background: token.colorFillSecondary,
    ...style,
  };
  if (!url) return <div style={frame} aria-hidden />;
  return item.contentType.startsWith('video/') ? (
    <video
      src={url}
      muted
      playsInline
      preload="metadata"
      style={frame}
      aria-label={item.alt || item.displayName}
    />
  ) : (
    <img src={url} alt={item.alt || item.displayName} style={frame} data-testid="preview-image" />
  );
}

/** The files in the network's frame: one square or tall file with a count, or a grid of up to four. */
function PreviewMediaFrame({
  media,
  layout,
}: {
  readonly media: readonly MediaItem[];
  readonly layout: NetworkLayout;
}): ReactElement | null {
  const { t } = useCreationT();
  const { token } = theme.useToken();
  const shown = media.slice(0, layout.visibleMedia);
  const [first] = shown;
  if (!first) return null;
  const hidden = media.length - shown.length;
  const count =
    hidden > 0 ? (
      <span
        style={{
          position: 'absolute',
          insetInlineEnd: 8,
          top: 8,
          padding: '0 8px',
          borderRadius: 12,
          color: '#fff',
          background: 'rgba(0, 0, 0, 0.65)',
          fontSize: token.fontSizeSM,
        }}
      >
        {layout.visibleMedia === 1
          ? t('preview.carousel', { count: media.length })
          : t('preview.more', { count: hidden })}
      </span>
    ) : null;
  if (layout.frame !== 'grid')
    return (
      <div style={{ position: 'relative' }}>
        <PreviewMedia item={first} style={{ aspectRatio: layout.frame === 'tall' ? '9 / 16' : '1 / 1' }} />
        {count}
      </div>
    );
  return (
    <div
      style={{
        position: 'relative',
        display: 'grid',
        gap: 2,
        gridTemplateColumns: shown.length === 1 ? '1fr' : '1fr 1fr',
        borderRadius: token.borderRadius,
        overflow: 'hidden',
      }}
    >
      {shown.map((item) => (
        <PreviewMedia
          key={item.path}
          item={item}
          style={{ aspectRatio: shown.length === 1 ? '16 / 9' : '1 / 1' }}
        />
      ))}
      {count}
    </div>
  );
}

/**
 * A post as `channel`'s feed would show it (docs/product-rules.md §10.7): the author, the text folded
 * where the network folds it, the attached files in the network's frame, and its actions.
 */
export function NetworkPreview({
  channel,
  text,
  media,
  author,
}: {
  readonly channel: Channel;
  readonly text: string;
  readonly media: readonly MediaItem[];
  /** The display name the post is published under. */
  readonly author: string;
}): ReactElement {
  const { t } = useCreationT();
  const { token } = theme.useToken();
  const layout = NETWORK_LAYOUTS[channel];
  const { shown, folded } = foldedText(text, layout);
  const name = layout.handle ? handleOf(author) : author;
  const header = (
    <div style={{ display: 'flex', alignItems: 'center', gap: 8, padding: 8 }}>
      <span
        aria-hidden
        style={{
          width: 32,
          height: 32,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          color: token.colorTextLightSolid,
          background: token.colorPrimary,
          fontWeight: 600,
        }}
      >
        {author.slice(0, 1).toUpperCase()}
      </span>
      <span style={{ display: 'flex', flexDirection: 'column', lineHeight: 1.3 }}>
        <strong>{name}</strong>
        <span style={{ color: token.colorTextSecondary, fontSize: token.fontSizeSM }}>
          {t('preview.now')}
        </span>
      </span>
    </div>
  );
  const body = (
    <p style={{ margin: 0, padding: '4px 8px 8px', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {channel === 'instagram' && shown ? <strong>{name} </strong> : null}
      {shown || <span style={{ color: token.colorTextSecondary }}>{t('composer.previewEmpty')}</span>}
      {folded ? <span style={{ color: token.colorTextSecondary }}>{t('preview.fold')}</span> : null}
    </p>
  );
  const actions = (
    <div
      style={{
        display: 'flex',
        justifyContent: 'space-around',
        padding: 6,
        borderTop: `1px solid ${token.colorBorderSecondary}`,
        color: token.colorTextSecondary,
        fontSize: token.fontSizeSM,
      }}
      aria-hidden
    >
      {layout.actions.map((action) => (
        <span key={action}>{t(`preview.actions.${action}`)}</span>
      ))}
    </div>
  );
  const mediaFrame = <PreviewMediaFrame media={media} layout={layout} />;
  return (
    <figure
      data-testid={`preview-${channel}`}
      aria-label={t('preview.label', { channel: t(`channels.${channel}`) })}
      style={{
        margin: 0,
        maxWidth: layout.frame === 'tall' ? 280 : 420,
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        overflow: 'hidden',
        background: token.colorBgContainer,
      }}
    >
      {header}
      {layout.mediaFirst ? (
        <>
          {mediaFrame}
          {actions}
          {body}
        </>
      ) : (
        <>
          {body}
          {mediaFrame}
          {actions}
        </>
      )}
    </figure>
  );
}
