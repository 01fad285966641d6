import { runStandalone } from 'shared-ui';
import CreateCampaignSection from './expose/CreateCampaign';

// The section alone, for its team (`npm run standalone -w creation`): real sign-in, no host.
void runStandalone(CreateCampaignSection);
