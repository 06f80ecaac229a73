// The app's routing, on wouter (about 2 kB gzip, where React Router was about 13 kB of the first page's script): the
// few things the pages use, under the names they use. The address lives in React state, changed as a transition on
// every navigation, Back, Forward and fragment change: the page on screen stays until the next one's code has loaded,
// and effects that follow a navigation (scroll to top, focus on the heading) run once the new page is there. A
// navigation keeps React Router's history entry shape ({ usr, key, idx }), so a page can tell the first page of a
// visit ("default" key) from one reached within the app, and entries made before this change read the same.
import {
  createContext,
  forwardRef,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type AnchorHTMLAttributes,
  type ReactNode,
} from 'react';
import { Link as WouterLink, Redirect, Router, useParams as useWouterParams } from 'wouter';

export { Route, Switch } from 'wouter';

interface HistoryEntry {
  usr?: unknown;
  key?: string;
  idx?: number;
}

interface Address {
  pathname: string;
  /** "?a=1" or "", never decoded. */
  search: string;
  hash: string;
  entry: HistoryEntry | null;
}

const AddressContext = createContext<Address>({ pathname: '/', search: '', hash: '', entry: null });

const currentAddress = (): Address => ({
  pathname: location.pathname,
  search: location.search,
  hash: location.hash,
  entry: history.state as HistoryEntry | null,
});

/** An address the server renders: its path and query (a fragment never reaches a server). */
function addressOf(path: string): Address {
  const url = new URL(path, 'http://prerender.invalid');
  return { pathname: url.pathname, search: url.search, hash: '', entry: null };
}

const sameAddress = (a: Address, b: Address) =>
  a.pathname === b.pathname && a.search === b.search && a.hash === b.hash && a.entry === b.entry;

const listeners = new Set<() => void>();

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

/** Goes to `to` (a path, with its query and fragment) as a new history entry, or in place of this one. */
export function navigateTo(to: string, { replace = false, state = null }: NavigateOptions = {}): void {
  const idx = ((history.state as HistoryEntry | null)?.idx ?? 0) + (replace ? 0 : 1);
  const next: HistoryEntry = { usr: state, key: Math.random().toString(36).slice(2, 10), idx };
  if (replace) history.replaceState(next, '', to);
  else history.pushState(next, '', to);
  listeners.forEach((listener) => listener());
}

/** The location hook wouter's routes, links and redirects go through. */
function useAppPath(): [string, typeof navigateTo] {
  return [useContext(AddressContext).pathname, navigateTo];
}

/** The router of the whole app: the browser's address, or (prerendering) the page's. */
export function AppRouter({ location: at, children }: { location?: string; children: ReactNode }) {
  const [address, setAddress] = useState<Address>(() => (at === undefined ? currentAddress() : addressOf(at)));
  useEffect(() => {
    if (at !== undefined) return;
    const follow = () => {
      const next = currentAddress();
      startTransition(() => setAddress((shown) => (sameAddress(shown, next) ? shown : next)));
    };
    listeners.add(follow);
    // Back, Forward, and a link to a fragment (a plain <a href="#…">) change the address without navigateTo.
    window.addEventListener('popstate', follow);
    window.addEventListener('hashchange', follow);
    follow();
    return () => {
      listeners.delete(follow);
      window.removeEventListener('popstate', follow);
      window.removeEventListener('hashchange', follow);
    };
  }, [at]);
  return (
    <AddressContext.Provider value={address}>
      <Router hook={useAppPath}>{children}</Router>
    </AddressContext.Provider>
  );
}

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  /** What the navigation that made this entry carried. */
  state: unknown;
  /** "default" on the first page of a visit; a new key for each page reached within the app. */
  key: string;
}

/** Where the app is. */
export function useLocation(): Location {
  const { pathname, search, hash, entry } = useContext(AddressContext);
  return useMemo(
    () => ({ pathname, search, hash, state: entry?.usr ?? null, key: entry?.key ?? 'default' }),
    [pathname, search, hash, entry],
  );
}

/** Navigates to a path, or by a number of history entries (-1: Back). */
export function useNavigate(): (to: string | number, options?: NavigateOptions) => void {
  return navigate;
}

function navigate(to: string | number, options?: NavigateOptions): void {
  if (typeof to === 'number') history.go(to);
  else navigateTo(to, options);
}

export const useParams = useWouterParams as <T extends Record<string, string | undefined> = Record<string, string | undefined>>() => T;

type SearchParamsInit = ConstructorParameters<typeof URLSearchParams>[0];

/** The query's parameters, and a setter that navigates to this path with new ones (a function gets the current ones). */
export function useSearchParams(): [
  URLSearchParams,
  (next: SearchParamsInit | ((current: URLSearchParams) => SearchParamsInit), options?: NavigateOptions) => void,
] {
  const { search } = useContext(AddressContext);
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback((next: SearchParamsInit | ((current: URLSearchParams) => SearchParamsInit), options?: NavigateOptions) => {
    const query = new URLSearchParams(typeof next === 'function' ? next(new URLSearchParams(location.search)) : next).toString();
    navigateTo(`${location.pathname}${query ? `?${query}` : ''}`, options);
  }, []);
  return [params, setParams];
}

type AnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string; replace?: boolean; state?: unknown };

/** A link within the app: an ordinary <a href> that navigates without a reload (modified clicks open as usual). */
export const Link = forwardRef<HTMLAnchorElement, AnchorProps>(function Link({ to, ...props }, ref) {
  return <WouterLink ref={ref} href={to} {...props} />;
});

/** A link that says it is the current page (aria-current="page"): on its path exactly, or under it unless `end`. */
export const NavLink = forwardRef<HTMLAnchorElement, AnchorProps & { end?: boolean }>(function NavLink({ end, ...props }, ref) {
  const { pathname } = useContext(AddressContext);
  const path = props.to.split(/[?#]/)[0]!;
  const current = pathname === path || (!end && path !== '/' && pathname.startsWith(`${path}/`));
  return <Link ref={ref} aria-current={current ? 'page' : undefined} {...props} />;
});

/** Replaces the address with `to` as soon as it renders. */
export function Navigate({ to, replace = false }: { to: string; replace?: boolean }) {
  return <Redirect to={to} replace={replace} />;
}
