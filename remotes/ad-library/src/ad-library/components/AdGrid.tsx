import { Spin } from 'shared-ui/antd/base';
import { Col, Row } from 'shared-ui/antd/panels';
import type { ReactElement, ReactNode } from 'react';
import type { Ad } from '../model/ad';
import { AdCard } from './AdCard';

/** A responsive grid of ad cards; `action` renders each card's button. */
export function AdGrid({
  ads,
  loading,
  action,
}: {
  readonly ads: readonly Ad[];
  readonly loading: boolean;
  readonly action: (ad: Ad) => ReactNode;
}): ReactElement {
  return (
    <Spin spinning={loading}>
      <Row gutter={[16, 16]}>
        {ads.map((ad) => (
          <Col key={ad.id} xs={24} sm={12} lg={8} xl={6} style={{ display: 'flex' }}>
            <AdCard ad={ad} action={action(ad)} />
          </Col>
        ))}
      </Row>
    </Spin>
  );
}
