// What a click on a push notification opens, as pure functions the service worker calls (and tests check
// without a browser): a page of this site only, and an open window already showing that page if there is one.

/** The page a notification opens: a path (or full address) on this site; anything else opens the home page. */
export function notificationTarget(data: unknown, origin: string): URL {
  const url = (data as { url?: unknown } | null)?.url;
  try {
    const target = new URL(typeof url === 'string' ? url : '/', origin);
    if (target.origin === origin && (target.protocol === 'https:' || target.protocol === 'http:')) return target;
  } catch {
    // not a URL: the home page
  }
  return new URL('/', origin);
}

export interface WindowLike {
  url: string;
  focused: boolean;
}

/**
 * The open window to bring forward: one already on the target's page (the admin area, a song page), the
 * focused one first. Its query or hash may differ (another admin tab, another chat): the caller navigates it.
 */
export function windowToReuse<W extends WindowLike>(windows: readonly W[], target: URL): W | undefined {
  const samePage = windows.filter((w) => {
    try {
      const url = new URL(w.url);
      return url.origin === target.origin && url.pathname === target.pathname;
    } catch {
      return false;
    }
  });
  return samePage.find((w) => w.focused) ?? samePage[0];
}
