import { runStandalone } from 'shared-ui';
import CampaignsSection from './expose/Section';

// The section alone, for its team (`npm run standalone -w campaigns`): real sign-in, no host.
void runStandalone(CampaignsSection);
