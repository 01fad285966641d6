import { HttpsError } from 'firebase-functions/v2/https';
import { AdNetworkError } from '@adplatform/ad-networks';

/**
 * A network's failure as the settings page explains it (its `details.reason`): the person's consent
 * gone (`revoked`), the network not answering (`networkUnavailable`), or the network's own refusal in
 * its words (`refused`, the words also in `details.networkMessage`).
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
  const words = error.details.networkMessage ?? error.message;
  // The network's words go in the details too: the client SDK adds the HTTP status to the message.
  return new HttpsError('failed-precondition', words, { reason: 'refused', networkMessage: words });
}
