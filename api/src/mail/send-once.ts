/**
 * A mail that must go exactly once (a reminder, a warning), whoever runs the job and
 * however often: `claim` marks it sent in the database only if nobody has (and says
 * whether this caller did); the mail is sent after that, and a failed send is released
 * (told why, so it can record the failure) and a later run tries again. A crash between
 * claim and send loses that one mail rather than ever sending it twice.
 */
export async function sendOnce(
  claim: () => Promise<boolean>,
  release: (err: unknown) => Promise<unknown>,
  send: () => Promise<void>,
): Promise<boolean> {
  if (!(await claim())) return false;
  try {
    await send();
    return true;
  } catch (err) {
    await release(err);
    throw err;
  }
}
