import { z } from 'zod';
import { MEMBER_ROLES } from '@adplatform/plans';

const documentId = z.string().regex(/^[A-Za-z0-9_-]{1,128}$/);

/** `inviteMember`: whom (an e-mail address, compared trimmed and in lower case) and as what. */
export const inviteMemberPayloadSchema = z.strictObject({
  email: z.string().trim().toLowerCase().max(254).pipe(z.email()),
  role: z.enum(MEMBER_ROLES),
});

/** `acceptInvitation`: the account and the invitation, as the invitation's link carries them. */
export const acceptInvitationPayloadSchema = z.strictObject({
  accountId: documentId,
  invitationId: documentId,
});

/** `revokeInvitation`: one of the account's pending invitations. */
export const revokeInvitationPayloadSchema = z.strictObject({ invitationId: documentId });

/** `removeMember`: a member of the caller's account (the caller themselves to leave it). */
export const removeMemberPayloadSchema = z.strictObject({ memberUid: documentId });

/** `changeMemberRole`: a member of the caller's account and their new role. */
export const changeMemberRolePayloadSchema = z.strictObject({
  memberUid: documentId,
  role: z.enum(MEMBER_ROLES),
});
