import type { CallableRequest } from 'firebase-functions/v2/https';
import type { ChangeAuthor } from '@adplatform/campaign-model';

/** Who makes a change, as a history entry names them: the caller's display name, else e-mail, else uid. */
export function changeAuthor(request: CallableRequest<unknown>, uid: string, at: Date): ChangeAuthor {
  const token = request.auth?.token;
  return { uid, name: (typeof token?.name === 'string' && token.name) || token?.email || uid, at };
}
