import { z } from 'zod';
import { documentIdSchema } from '@adplatform/document-id/schema';
import { MEMBER_ROLES } from '@adplatform/plans';

/** `inviteMember`: whom (an e-mail address, compared trimmed and in lower case) and as what. */
export const inviteMemberPayloadSchema = z.strictObject({
  email: z.string().trim().toLowerCase().max(254).pipe(z.email()),
  role: z.enum(MEMBER_ROLES),
});

/** `acceptInvitation`: the account and the invitation, as the invitation's link carries them. */
export const acceptInvitationPayloadSchema = z.strictObject({
  accountId: documentIdSchema,
  invitationId: documentIdSchema,
});

/** `revokeInvitation`: one of the account's pending invitations. */
export const revokeInvitationPayloadSchema = z.strictObject({ invitationId: documentIdSchema });

/** `removeMember`: a member of the caller's account (the caller themselves to leave it). */
export const removeMemberPayloadSchema = z.strictObject({ memberUid: documentIdSchema });

/** `changeMemberRole`: a member of the caller's account and their new role. */
export const changeMemberRolePayloadSchema = z.strictObject({
  memberUid: documentIdSchema,
  role: z.enum(MEMBER_ROLES),
});
