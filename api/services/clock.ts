// The server's notion of "now", injectable so tests can move time forward.

export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
