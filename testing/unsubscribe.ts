// One-click unsubscribe (RFC 8058) as a mail client does it: the List-Unsubscribe address a mail names, POSTed to.
import type { Email } from 'postal-mime';
import type { TestShop } from './testServer';

/** The path of the mail's one-click address on the shop (its List-Unsubscribe header), when it carries one. */
export function oneClickPath(mail: Email): string | undefined {
  const header = mail.headers.find((h) => h.key === 'list-unsubscribe')?.value ?? '';
  const address = /^<(https?:\/\/[^>]+)>$/.exec(header)?.[1];
  return address === undefined ? undefined : new URL(address).pathname + new URL(address).search;
}

/** POSTs the one-click body to the shop, as a mail client does. */
export function unsubscribeWithOneClick(shop: TestShop, path: string): Promise<Response> {
  return fetch(`${shop.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  });
}
