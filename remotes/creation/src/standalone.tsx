import '@ant-design/v5-patch-for-react-19';
import { BrowserRouter } from 'react-router-dom';
import { startStandalone } from 'shared-auth';
import CreateCampaignSection from './expose/CreateCampaign';

// The campaign wizard alone, for its team: `npm run dev -w creation`, then sign in on the host.
void startStandalone(
  <BrowserRouter>
    <CreateCampaignSection basePath="/create-campaign" />
  </BrowserRouter>,
);
