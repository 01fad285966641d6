/**
 * The scheduled reports' local scheduler as a process of its own (`npm start` runs it beside the
 * emulators, with their client variables): `sendDueReports` at each quarter of an hour, as Cloud
 * Scheduler runs `sendScheduledReports` on a project. Each run's outcome is a line of its log.
 */
import { initializeApp } from 'firebase-admin/app';
import { sendDueReports } from 'functions/src/tooling';
import { PROJECT_ID } from '../lib/emulatorEnv';
import { startReportScheduler } from './reportScheduler';

initializeApp({ projectId: PROJECT_ID });
startReportScheduler({
  run: async (now) => {
    const { sent, skipped } = await sendDueReports(now);
    console.log(`${now.toISOString()} due reports: ${sent} sent, ${skipped} without a recipient`);
  },
  onError: (error) => console.error(`due reports failed: ${error instanceof Error ? error.message : error}`),
});
console.log('sending the due reports at each quarter of an hour');
