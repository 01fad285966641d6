import { HttpsError } from 'firebase-functions/v2/https';
import { AdNetworkError } from '@adplatform/ad-networks';

/**
 * A network's failure as the settings page explains it (its `details.reason`): the person's consent
 * gone (`revoked`), the network not answering (`networkUnavailable`), or the network's own refusal in
 * its words (`refused`).
 * @param network - the network's name in the messages ("Meta", "Google Ads")
 * @param revoked - the message and reason of a withdrawn permission or an ended token
 * @throws the error itself when it is not an `AdNetworkError` (a bug, left to surface as `internal`)
 */
export function networkRefusal(
  error: unknown,
  network: string,
  revoked: { readonly message: string; readonly reason: string },
): HttpsError {
  if (!(error instanceof AdNetworkError)) throw error;
  if (error.kind === 'permissionRevoked' || error.kind === 'tokenExpired') {
    return new HttpsError('failed-precondition', revoked.message, { reason: revoked.reason });
  }
  if (error.kind === 'rateLimited' || error.kind === 'transient') {
    return new HttpsError('unavailable', `${network} did not answer. Try again in a minute.`, {
      reason: 'networkUnavailable',
    });
  }
  return new HttpsError('failed-precondition', error.details.networkMessage ?? error.message, {
    reason: 'refused',
  });
}
