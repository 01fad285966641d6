import '@ant-design/v5-patch-for-react-19';
import { BrowserRouter } from 'react-router-dom';
import { startStandalone } from 'shared-auth';
import InfluencersSection from './expose/Section';

// The influencer connection section alone, for its team: `npm run dev -w influencers`, then sign in on the host.
void startStandalone(
  <BrowserRouter>
    <InfluencersSection basePath="/connect-influencer" />
  </BrowserRouter>,
);
