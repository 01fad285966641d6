import { runStandalone } from 'shared-ui';
import AudiencesSection from './expose/Section';

// The section alone, for its team (`npm run standalone -w audiences`): real sign-in, no host.
void runStandalone(AudiencesSection);
