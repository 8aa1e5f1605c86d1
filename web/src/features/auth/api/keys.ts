/** The auth feature's query keys, in one place. */
export const authKeys = {
  /** The signed-in user as the server sees them, per token (a new sign-in never sees the last one's). */
  userData: (token: string) => ['auth', 'userData', token] as const,
};
