// /video-test (spec §2, DESIGN §3): staff's list of the latest free-song submissions, each opening its reaction
// page in a new tab. Only for a signed-in admin (the session token, never a credential in the bundle); anyone
// else gets the admin sign-in. Staff only, so it is never precached (vite.config.ts globIgnores).
import { Link } from '../../ui/router';
import type { AdminFreeSongSubmission } from '../../../shared/admin-api-types';
import { ApiError } from '../../core/api/client';
import { useAdminFreeSongs, StatusBadge } from '../orders';
import { useAdminAuth } from '../kit/session';
import { usePageMeta } from '../../ui/usePageMeta';
// Signed out, /admin itself is shown: its login screen, and its rule that admin data goes with the session.
// Importing it (not just its parts) also keeps the admin code in AdminPage's one chunk rather than in a shared
// chunk that the service worker would precache for every customer.
import AdminPage from '../AdminPage';
import { EmptyState, ListSkeleton, LoadError } from '../kit/LoadState';
import './VideoTestPage.css';

/** The spec's test page shows at most ten. */
const SHOWN = 10;

/** The spec's words for a list that did not load (§8). */
function fetchFailure(error: unknown): string {
  return error instanceof ApiError ? `Failed to fetch submissions: ${error.status}` : 'Network error';
}

export default function VideoTestPage() {
  const token = useAdminAuth((s) => s.token);
  return token ? <SubmissionLinks /> : <AdminPage />;
}

function SubmissionLinks() {
  usePageMeta('Reaction pages (test)');
  const list = useAdminFreeSongs();
  const latest = list.data?.slice(0, SHOWN);

  return (
    <div className="admin">
      <div className="container video-test__page">
        <header className="video-test__top">
          <p className="eyebrow">Staff only · test page</p>
          <h1 className="video-test__title">Reaction pages</h1>
          <p className="admin-section-head__hint">
            The {SHOWN} latest free-song submissions. Each link opens the customer’s reaction page in a new tab, exactly as the customer
            sees it.
          </p>
          <Link className="video-test__back" to="/admin?tab=orders&list=free">
            Back to the dashboard
          </Link>
        </header>

        {list.isPending ? (
          <ListSkeleton label="Loading submissions" />
        ) : list.isError ? (
          <LoadError message={fetchFailure(list.error)} onRetry={() => void list.refetch()} retrying={list.isFetching} />
        ) : !latest || latest.length === 0 ? (
          <EmptyState title="No free-song submissions yet" />
        ) : (
          <ul className="video-test__list" aria-label="Latest free-song submissions">
            {latest.map((submission) => (
              <SubmissionCard key={submission.id} submission={submission} />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

function SubmissionCard({ submission }: { submission: AdminFreeSongSubmission }) {
  const titleId = `video-test-${submission.id}`;
  return (
    <li className="video-test__item" aria-labelledby={titleId}>
      <div className="video-test__head">
        <p className="video-test__name" id={titleId}>
          {submission.name} <span className="video-test__for">for {submission.recipientName}</span>
        </p>
        <StatusBadge status={submission.status} />
      </div>
      <dl className="video-test__fields">
        <div>
          <dt>Occasion</dt>
          <dd>{submission.occasion}</dd>
        </div>
        <div>
          <dt>Email</dt>
          <dd>{submission.email}</dd>
        </div>
        <div className="video-test__id">
          <dt>ID</dt>
          <dd>
            <code>{submission.id}</code>
          </dd>
        </div>
      </dl>
      <a
        className="btn btn--outline btn--small video-test__open"
        href={`/video-reaction/${encodeURIComponent(submission.id)}`}
        target="_blank"
        rel="noopener"
      >
        Open reaction page
        <span className="visually-hidden"> for {submission.recipientName} (opens in a new tab)</span>
        <NewTabIcon />
      </a>
    </li>
  );
}

function NewTabIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="18"
      height="18"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
    </svg>
  );
}
