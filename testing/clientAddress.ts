// Client addresses for tests whose shops trust the proxy's X-Forwarded-For: each request can come from a
// customer of its own, so per-address limits meet only the tests that are about them.
let lastAddress = 0;

/** A client address no earlier call used (TEST-NET-3, never routed). */
export function nextClientAddress(): string {
  lastAddress += 1;
  return `203.0.${113 + Math.floor(lastAddress / 250)}.${(lastAddress % 250) + 1}`;
}

/** The header a proxy would append for a new customer. */
export const fromNewClient = (): Record<string, string> => ({ 'X-Forwarded-For': nextClientAddress() });
