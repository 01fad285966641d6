import { runStandalone } from 'shared-ui';
import SettingsSection from './expose/Section';

// The section alone, for its team (`npm run standalone -w settings`): real sign-in, no host.
void runStandalone(SettingsSection);
