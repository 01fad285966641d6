import { Spin } from 'shared-ui/antd/base';
import { Col, Row } from 'shared-ui/antd/panels';
import type { ReactElement, ReactNode } from 'react';
import type { Ad } from '../model/ad';
import { useAdParams } from '../hooks/useAdParams';
import { AdCard } from './AdCard';

/**
 * A responsive grid of ad cards: `actions` renders each card's buttons, `badge` and `details` what a
 * card shows besides the ad (a "New" tag, a saved ad's note and tags).
 */
export function AdGrid<T extends Ad>({
  ads,
  loading,
  actions,
  badge,
  details,
}: {
  readonly ads: readonly T[];
  readonly loading: boolean;
  readonly actions: (ad: T) => readonly ReactNode[];
  readonly badge?: (ad: T) => ReactNode;
  readonly details?: (ad: T) => ReactNode;
}): ReactElement {
  const { detailHref } = useAdParams();
  return (
    <Spin spinning={loading}>
      <Row gutter={[16, 16]}>
        {ads.map((ad) => (
          <Col key={ad.id} xs={24} sm={12} lg={8} xl={6} style={{ display: 'flex' }}>
            <AdCard ad={ad} actions={actions(ad)} detailHref={detailHref(ad.id)} badge={badge?.(ad)}>
              {details?.(ad)}
            </AdCard>
          </Col>
        ))}
      </Row>
    </Spin>
  );
}
