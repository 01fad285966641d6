/**
 * The session hint: a flag in localStorage saying that this browser had a signed-in user when it
 * last looked. With it, the page starts Firebase Auth at once (the user is most likely still signed
 * in); without it, the page shows the sign-in screen at once and loads Auth when the user acts.
 * The hint only decides WHEN Auth loads: Auth alone decides who is signed in.
 */
const HINT_KEY = 'adplatform.session';

/** Whether this browser probably has a signed-in user (true when storage cannot be read: load Auth). */
export function hasSessionHint(): boolean {
  try {
    return window.localStorage.getItem(HINT_KEY) === '1';
  } catch {
    return true;
  }
}

/** Records what Auth said (signed in or not) for the next page load; storage errors are ignored. */
export function rememberSessionHint(signedIn: boolean): void {
  try {
    if (signedIn) window.localStorage.setItem(HINT_KEY, '1');
    else window.localStorage.removeItem(HINT_KEY);
  } catch {
    // Private mode or a full quota: the next load simply starts Auth at once.
  }
}
