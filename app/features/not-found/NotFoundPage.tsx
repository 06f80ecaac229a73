// Any path the app does not know (spec §2): a friendly way back to the songs.
import { Link } from '../../ui/router';
import { MusicIcon } from '../../ui/icons';
import { usePageMeta } from '../../ui/usePageMeta';
import './NotFoundPage.css';

export default function NotFoundPage() {
  usePageMeta('Page not found');
  return (
    <section className="not-found-page" aria-labelledby="not-found-title">
      <div className="container center not-found-page__inner">
        <span className="not-found-page__badge" aria-hidden="true">
          <MusicIcon />
        </span>
        <p className="eyebrow">Error 404</p>
        <h1 id="not-found-title">Page not found</h1>
        <p className="lead">This page seems to have slipped off the setlist. It may have moved, or the link may have a typo.</p>
        <div className="btn-row">
          <Link to="/" className="btn btn--primary btn--lg">
            Home
          </Link>
          <Link to="/sample-songs" className="btn btn--outline btn--lg">
            Sample songs
          </Link>
        </div>
        <p className="not-found-page__help">
          Looking for something in particular? <Link to="/contact">Contact us</Link> and we’ll help you find it.
        </p>
      </div>
    </section>
  );
}
