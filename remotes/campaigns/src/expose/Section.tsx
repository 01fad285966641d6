import { ConfigProvider } from 'antd';
import type { ReactElement } from 'react';
import { THEME, type SectionProps } from 'shared-auth';
import { CampaignsPage } from '../campaigns/components/CampaignsPage';

/** The campaigns remote's exposed section (`campaigns/Section`), themed by shared-auth's tokens. */
export default function CampaignsSection(_props: SectionProps): ReactElement {
  return (
    <ConfigProvider theme={THEME}>
      <CampaignsPage />
    </ConfigProvider>
  );
}
