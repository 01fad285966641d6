import '@ant-design/v5-patch-for-react-19';
import { BrowserRouter } from 'react-router-dom';
import { startStandalone } from 'shared-auth';
import CampaignsSection from './expose/Section';

// The campaigns section alone, for its team: `npm run dev -w campaigns`, then sign in on the host.
void startStandalone(
  <BrowserRouter>
    <CampaignsSection basePath="/" />
  </BrowserRouter>,
);
