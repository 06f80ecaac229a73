// A page that fails to load or to render is replaced by a way on, inside the shop's header and footer, instead of
// taking the whole app down to a blank screen. The usual causes: a page's code that could not be fetched (offline,
// on a page this device never opened; or code from before an update, no longer on the server) and a bug. Trying
// again reloads: React keeps a failed import's error, and a reload also fetches the shop's current code. (React
// reports the error to the console itself, as for every error a boundary catches.)
import { Component, useEffect, type ReactNode } from 'react';
import { Link } from '../ui/router';
import { usePageMeta } from '../ui/usePageMeta';

/** A page's code (or a stylesheet it needs) that did not arrive, as each browser and Vite's preloader word it. */
const LOAD_FAILURE =
  /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS|Failed to fetch/i;

export const isLoadFailure = (error: unknown) => error instanceof Error && LOAD_FAILURE.test(error.message);

interface Props {
  /** The page's address: another page starts afresh. */
  pathname: string;
  children: ReactNode;
}

interface State {
  pathname: string;
  /** What went wrong on this page, if anything: its code did not arrive, or it failed as it rendered. */
  failure: 'load' | 'bug' | null;
}

export class PageErrorBoundary extends Component<Props, State> {
  override state: State = { pathname: this.props.pathname, failure: null };

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.pathname === state.pathname ? null : { pathname: props.pathname, failure: null };
  }

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failure: isLoadFailure(error) ? 'load' : 'bug' };
  }

  override render(): ReactNode {
    return this.state.failure ? <PageFailed loading={this.state.failure === 'load'} /> : this.props.children;
  }
}

function PageFailed({ loading }: { loading: boolean }) {
  const offline = typeof navigator !== 'undefined' && !navigator.onLine;
  const title = loading
    ? offline
      ? 'This page isn’t on this device yet'
      : 'We couldn’t load this page'
    : 'Something went wrong on this page';
  usePageMeta(title);

  // Offline, the page comes as soon as the connection does.
  useEffect(() => {
    if (!loading) return;
    const reload = () => window.location.reload();
    window.addEventListener('online', reload);
    return () => window.removeEventListener('online', reload);
  }, [loading]);

  return (
    <section className="container section center" aria-labelledby="page-failed-title">
      <h1 id="page-failed-title">{title}</h1>
      <p className="lead">
        {!loading
          ? 'Sorry, this page stopped working. Trying again usually fixes it; if it doesn’t, tell us and we’ll help.'
          : offline
            ? 'You’re offline, and this page hasn’t been opened on this device before. It will open by itself once you’re back online.'
            : 'The connection may have dropped, or the shop has just been updated. Trying again usually fixes it.'}
      </p>
      <div className="btn-row">
        <button type="button" className="btn btn--primary btn--lg" onClick={() => window.location.reload()}>
          Try again
        </button>
        <Link to="/" className="btn btn--outline btn--lg">
          Home
        </Link>
      </div>
    </section>
  );
}
