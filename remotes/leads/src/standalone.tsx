import { runStandalone } from 'shared-ui';
import LeadsSection from './expose/Section';

// The section alone, for its team (`npm run standalone -w leads`): real sign-in, no host.
void runStandalone(LeadsSection);
