// A local HTTPS push service for tests: a self-signed certificate (the shop trusts it through `agent`),
// every POST recorded with its headers and body, 201 unless a test asks for another status; and browser-like
// subscriptions on it (a P-256 key pair and an auth secret) whose aes128gcm payloads the test decrypts.
import { createECDH, randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { generate } from 'selfsigned';

/** http_ece ships no types: the one call the tests make. */
const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt(body: Buffer, params: { version: 'aes128gcm'; privateKey: ReturnType<typeof createECDH>; authSecret: string }): Buffer;
};

export interface PushRequest {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** What the endpoint answered. */
  status: number;
}

/** A subscription as a browser makes one: the push service's endpoint, and keys only the browser holds. */
export interface BrowserSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** Decrypts a pushed body as the browser would, and parses its JSON. */
  decrypt(body: Buffer): unknown;
}

export interface PushEndpoint {
  origin: string;
  /** Trusts this endpoint's certificate: the shop's `pushAgent`. */
  agent: https.Agent;
  requests: PushRequest[];
  /** A new subscription on this service (a new device). */
  subscribe(): BrowserSubscription;
  /** What was posted to one subscription's endpoint. */
  requestsTo(sub: BrowserSubscription): PushRequest[];
  /** Answers the next posts to this subscription with `status` (404, 410, 500…) until told otherwise. */
  answer(sub: BrowserSubscription, status: number): void;
  close(): Promise<void>;
}

export async function startPushEndpoint(): Promise<PushEndpoint> {
  const pems = await generate([{ name: 'commonName', value: 'localhost' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    extensions: [
      {
        name: 'subjectAltName',
        altNames: [
          { type: 7, ip: '127.0.0.1' },
          { type: 2, value: 'localhost' },
        ],
      },
    ],
  });
  const requests: PushRequest[] = [];
  const statuses = new Map<string, number>();
  const server = https.createServer({ key: pems.private, cert: pems.cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = req.url ?? '/';
      const status = req.method === 'POST' ? (statuses.get(path) ?? 201) : 405;
      requests.push({ path, headers: req.headers, body: Buffer.concat(chunks), status });
      res.writeHead(status, { 'Content-Type': 'text/plain' }).end(status < 300 ? '' : `status ${status}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const agent = new https.Agent({ ca: pems.cert, keepAlive: false });
  const pathOf = (sub: BrowserSubscription) => new URL(sub.endpoint).pathname;

  return {
    origin,
    agent,
    requests,
    subscribe() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const authSecret = randomBytes(16).toString('base64url');
      return {
        endpoint: `${origin}/push/${randomBytes(24).toString('base64url')}`,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret },
        decrypt: (body) =>
          JSON.parse(ece.decrypt(body, { version: 'aes128gcm', privateKey: ecdh, authSecret }).toString('utf8')) as unknown,
      };
    },
    requestsTo: (sub) => requests.filter((r) => r.path === pathOf(sub)),
    answer: (sub, status) => void statuses.set(pathOf(sub), status),
    async close() {
      agent.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
