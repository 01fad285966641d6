import { runStandalone } from 'shared-ui';
import InfluencersSection from './expose/Section';

// The section alone, for its team (`npm run standalone -w influencers`): real sign-in, no host.
void runStandalone(InfluencersSection);
