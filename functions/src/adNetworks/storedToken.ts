/** An account's token for a network, as the server keeps it (docs/decisions/0034-ad-network-tokens-in-secret-manager.md). */
export interface StoredToken {
  /** The network's credential: Meta's long-lived user access token, Google's refresh token. */
  readonly accessToken: string;
  /** Null for a token that does not expire. */
  readonly expiresAt: Date | null;
}
