/**
 * Where this deployment's functions are: their region, and the public URL of an HTTP function, which
 * the product hands to a network that calls it back (a lead form's webhook).
 */
import { defineString } from 'firebase-functions/params';
import { isDemoProject } from '@adplatform/plans/demo-billing';
import { demoFunctionUrl } from '@adplatform/ad-networks/demo';

/**
 * Where every function runs: the deploy writes it from `FIREBASE_FUNCTIONS_REGION` of the project's
 * `.env` (docs/operations.md "Deploying"), the value the apps' builds call the functions in.
 */
export const FUNCTIONS_REGION = defineString('FUNCTIONS_REGION', { default: 'us-central1' });

/**
 * The URL the HTTP function `name` answers at: the emulators' in a demo project (where the
 * stand-ins call it), else the region's `cloudfunctions.net` address the deploy prints.
 */
export function functionUrl(name: string): string {
  const projectId = process.env.GCLOUD_PROJECT ?? '';
  return isDemoProject(projectId)
    ? demoFunctionUrl(projectId, name)
    : `https://${FUNCTIONS_REGION.value()}-${projectId}.cloudfunctions.net/${name}`;
}
