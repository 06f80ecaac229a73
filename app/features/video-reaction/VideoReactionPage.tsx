// /video-reaction/{submissionId} (spec §2, issue 9): where the free-song customer sends the recipient's reaction.
// Loading, not found, not delivered yet, the form with a real upload progress bar, and thank you.
import { useParams } from '../../ui/router';
import { ApiError } from '../../core/api/client';
import { usePageMeta } from '../../ui/usePageMeta';
import { ReactionForm } from './ReactionForm';
import { LoadingScreen, NotDeliveredScreen, NotFoundScreen, ReactionFrame, ThankYouScreen } from './ReactionScreens';
import { VideoIcon } from './reactionIcons';
import { useReactionDetails, useReactionUpload } from './useReaction';
import './VideoReactionPage.css';

/** Statuses before the song reached the customer (the server refuses an upload then). */
const NOT_YET = new Set(['pending', 'approved', 'in_progress', 'completed', 'rejected']);

export default function VideoReactionPage() {
  const { submissionId = '' } = useParams();
  const details = useReactionDetails(submissionId);
  const upload = useReactionUpload(submissionId);
  const view = details.data;
  usePageMeta(view ? `Share ${view.recipientName}’s reaction` : 'Share their reaction');

  let screen;
  if (upload.phase.name === 'sent' && view) screen = <ThankYouScreen details={view} />;
  else if (details.isPending) screen = <LoadingScreen />;
  else if (!view) {
    // An unknown id will stay unknown; a lost connection may come back.
    const refused = details.error instanceof ApiError && details.error.status < 500;
    screen = <NotFoundScreen onRetry={refused ? undefined : () => void details.refetch()} retrying={details.isFetching} />;
  } else if (view.status && NOT_YET.has(view.status)) screen = <NotDeliveredScreen details={view} />;
  else {
    screen = (
      <>
        <header className="vr-hero">
          <div className="container vr-hero__inner">
            <span className="vr-hero__badge" aria-hidden="true">
              <VideoIcon width={30} height={30} />
            </span>
            <p className="vr-hero__occasion">{view.occasion}</p>
            <h1>Share {view.recipientName}’s reaction</h1>
            <p className="vr-hero__lead">
              Hi {view.customerName}! The moment {view.recipientName} first heard the song is the best part of what we do. Send us the video
              and a few words about it.
            </p>
          </div>
        </header>
        <div className="container vr-body">
          <div className="vr-card">
            <ReactionForm details={view} upload={upload} />
          </div>
          <aside className="vr-tips" aria-labelledby="vr-tips-title">
            <h2 id="vr-tips-title" className="vr-tips__title">
              Tips for a lovely video
            </h2>
            <ul>
              <li>Film upright, the way you hold your phone.</li>
              <li>Start a few seconds before the song begins.</li>
              <li>A minute or two is plenty, and keeps the file under 50 MB.</li>
            </ul>
          </aside>
        </div>
      </>
    );
  }

  return <ReactionFrame>{screen}</ReactionFrame>;
}
