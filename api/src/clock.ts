/** Time comes through here so tests can move it (token expiry, reset links, agenda). */
export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };
