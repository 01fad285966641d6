import { ConfigProvider } from 'antd';
import type { ReactElement } from 'react';
import { THEME, type SectionProps } from 'shared-auth';
import { InfluencersPage } from '../influencers/components/InfluencersPage';

/** The influencers remote's exposed section (`influencers/Section`), themed by shared-auth's tokens. */
export default function InfluencersSection(_props: SectionProps): ReactElement {
  return (
    <ConfigProvider theme={THEME}>
      <InfluencersPage />
    </ConfigProvider>
  );
}
