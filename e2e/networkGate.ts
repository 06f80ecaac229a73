// A network between the browser and a shop that a test can really cut: a TCP relay the pages talk to instead of
// the shop. context.setOffline makes the pages say they are offline (navigator.onLine, the `offline` event) and
// fails the requests Chromium's emulation knows of, but a request it does not (one no page or worker target saw,
// issue 24) reached the shop "while offline" and failed the offline journeys now and then. Cut, the relay closes
// every open connection and refuses new ones, as a lost network would; what arrives meanwhile is kept for the report.
import net from 'node:net';
import type { BrowserContext } from '@playwright/test';

export interface NetworkGate {
  /** The shop's address through the relay: the origin the pages use. */
  url: string;
  /** The first line of each request that arrived while cut (refused): what got past the browser's emulation. */
  refused: string[];
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

const firstLine = (chunk: Buffer) => chunk.toString('latin1').split('\r\n', 1)[0]!.slice(0, 200);

export async function openNetworkGate(shopUrl: string): Promise<NetworkGate> {
  const target = new URL(shopUrl);
  const open = new Set<net.Socket>();
  const refused: string[] = [];
  let isCut = false;

  const refuse = (client: net.Socket) => {
    // Read what was sent before closing, so a request that got past the emulation is named in the report.
    client.once('data', (chunk) => {
      refused.push(firstLine(chunk));
      client.destroy();
    });
  };
  const relay = (client: net.Socket) => {
    const upstream = net.connect(Number(target.port), target.hostname);
    for (const [from, to] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      open.add(from);
      from.setNoDelay(true);
      from.pipe(to);
      from.on('error', () => undefined);
      // A side that closes cleanly (the shop ending an idle keep-alive connection) is passed on cleanly, as a
      // closed connection the browser retries on; only a broken one is passed on broken.
      from.on('close', (hadError) => {
        open.delete(from);
        if (hadError) to.destroy();
        else to.end();
      });
    }
  };
  const server = net.createServer((client) => {
    client.on('error', () => undefined);
    if (isCut) {
      open.add(client);
      client.on('close', () => open.delete(client));
      refuse(client);
    } else relay(client);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as net.AddressInfo;
  const dropAll = () => open.forEach((socket) => socket.destroy());

  return {
    url: `http://127.0.0.1:${port}`,
    refused,
    cut() {
      isCut = true;
      dropAll();
    },
    restore() {
      isCut = false;
      // Connections opened while cut would refuse their first request even now: the browser opens new ones.
      dropAll();
    },
    close() {
      dropAll();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** The test's view: going offline cuts the relay and tells the browser; coming back does both the other way round. */
export interface CuttableNetwork {
  url: string;
  refused: string[];
  goOffline(): Promise<void>;
  goOnline(): Promise<void>;
}

export function cuttableNetwork(gate: NetworkGate, context: BrowserContext): CuttableNetwork {
  return {
    url: gate.url,
    refused: gate.refused,
    async goOffline() {
      // Cut first: nothing the page starts from here on reaches the shop, whatever the browser's emulation misses.
      gate.cut();
      await context.setOffline(true);
    },
    async goOnline() {
      // Open first: the `online` event the pages hear next finds a way through.
      gate.restore();
      await context.setOffline(false);
    },
  };
}
