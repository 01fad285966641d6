import { changeLanguage, firestore, updateDisplayName, type Language } from 'shared-auth';
import * as z from 'zod/mini';

/** The profile form (a trust boundary: validated before it is written). */
export const profileSchema = z.object({
  displayName: z.string().check(z.trim(), z.minLength(1), z.maxLength(80)),
  language: z.enum(['en-us', 'es-es']),
});
/** The profile as the form edits it. */
export type Profile = z.infer<typeof profileSchema>;

/**
 * Saves the profile: the display name in Auth, `users/{uid}` in Firestore (rules check the fields),
 * and the language locally (docs/product-rules.md §9 `selectedLanguage`).
 * @throws ZodError on invalid input; FirebaseError `permission-denied` when the rules refuse.
 */
export async function saveProfile(uid: string, input: Profile): Promise<void> {
  const profile = profileSchema.parse(input);
  const { db, sdk } = await firestore();
  await sdk.setDoc(sdk.doc(db, 'users', uid), { ...profile, updatedAt: sdk.serverTimestamp() });
  await updateDisplayName(profile.displayName);
  await changeLanguage(profile.language as Language);
}
