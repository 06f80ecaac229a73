// /song/{token}: the recipient's gift (issue 4, "Delivery"). The song in a large player, the giver's message,
// the lyrics, downloads, sharing, and the one free lyric revision. Once opened it works offline: the view and
// the audio are kept on the device (see offlineSong.ts).
import { Link, useParams } from '../../ui/router';
import type { SongView } from '../../../shared/admin-api-types';
import type { SongSlideshow } from '../../../shared/schemas/slideshow';
import { ApiError } from '../../core/api/client';
import { formatDay } from '../../core/moments';
import { DownloadIcon, MusicIcon } from '../../ui/icons';
import { LiveControls } from '../../ui/LiveControls';
import { PageFallback } from '../../ui/PageFallback';
import { SlideshowVideos } from '../../ui/SlideshowVideos';
import { usePageMeta } from '../../ui/usePageMeta';
import { useClockZone, useOrigin } from '../../ui/useRenderContext';
import { RevisionForm } from './RevisionForm';
import { ShareSong } from './ShareSong';
import { shareContent, songPageUrl } from './shareLinks';
import { hasSongNotes, SongNotes } from './SongNotes';
import { SongPlayer } from './SongPlayer';
import { downloadName, lyricsDisplay } from './songView';
import { useNoIndex, useOnline, useRevisionRecorded, useSong, useSongFiles, type LocalFiles } from './useSong';
import './SongPage.css';

type LyricsView = Pick<SongView, 'recipientName' | 'lyricsText' | 'lyricsType' | 'lyricsUrl' | 'lyricsDownloadUrl'>;

export default function SongPage() {
  const { token = '' } = useParams();
  useNoIndex();
  const song = useSong(token);
  const view = song.data?.view;
  const files = useSongFiles(token, view);
  const online = useOnline();
  const recordRevision = useRevisionRecorded(token);
  const origin = useOrigin();
  usePageMeta(view ? `A song for ${view.recipientName}` : 'Your song', 'A personalized song, written and recorded just for them.');

  if (song.isPending) return <PageFallback />;
  if (!view)
    return <SongUnavailable missing={song.error instanceof ApiError && song.error.status === 404} retry={() => void song.refetch()} />;

  const share = shareContent(view, songPageUrl(origin, token));
  const hasStory = hasSongNotes(view) || lyricsDisplay(view).kind !== 'none' || Boolean(view.slideshow);
  return (
    <article className="song-page" aria-labelledby="song-title">
      <LiveControls>
        <SongHero view={view} files={files} online={online} fromDevice={song.data?.source === 'device'} title={share.title} />

        <div className={`container song-body${hasStory ? '' : ' song-body--single'}`}>
          <div className="song-body__main">
            {view.slideshow && <SongSlideshowCard slideshow={view.slideshow} recipientName={view.recipientName} />}
            <SongNotes view={view} />
            <Lyrics view={view} files={files} online={online} />
          </div>

          <div className="song-body__side">
            <section className="gift-card song-share-card" aria-labelledby="song-share-title">
              <h2 id="song-share-title" className="gift-card__title">
                Share it
              </h2>
              <ShareSong content={share} />
            </section>

            <section className="gift-card song-revision" aria-labelledby="song-revision-title">
              <h2 id="song-revision-title" className="gift-card__title">
                Request a lyric revision
              </h2>
              {!view.revision.requested && (
                <p className="gift-card__small">
                  Your song comes with one free round of lyric revisions. Tell us what to change and our musicians will rework it.
                </p>
              )}
              <RevisionForm token={token} revision={view.revision} online={online} onRecorded={recordRevision} />
            </section>
          </div>
        </div>
      </LiveControls>
    </article>
  );
}

/** No song (or gift) to show: a link that leads nowhere, or one that could not be loaded (and was never kept on this device). */
export function SongUnavailable({ missing, retry, noun = 'song' }: { missing: boolean; retry: () => void; noun?: 'song' | 'gift' }) {
  return (
    <section className="section">
      <div className="container song-missing">
        <h1>{missing ? `We couldn’t find this ${noun}` : `We couldn’t load this ${noun}`}</h1>
        <p className="lead">
          {missing
            ? `Please check the link ${noun === 'song' ? 'in your email' : 'you were sent'}: it may be incomplete.`
            : `Please check your connection and try again.${noun === 'song' ? ' Once a song has been opened, it plays here even offline.' : ''}`}{' '}
          Questions? <Link to="/contact">Contact us</Link>.
        </p>
        {!missing && (
          <button type="button" className="btn btn--primary" onClick={retry}>
            Try again
          </button>
        )}
      </div>
    </section>
  );
}

/** The top of the gift: whom it is for and from, the player, the downloads, and where this copy comes from. */
function SongHero(props: { view: SongView; files: LocalFiles; online: boolean; fromDevice: boolean; title: string }) {
  const { view, files, online, fromDevice, title } = props;
  const delivered = formatDay(view.deliveredAt, useClockZone());
  return (
    <header className="song-hero">
      <div className="container song-hero__inner">
        <span className="song-hero__badge" aria-hidden="true">
          <MusicIcon width={30} height={30} />
        </span>
        <p className="song-hero__occasion">{view.occasion}</p>
        <h1 id="song-title">A song for {view.recipientName}</h1>
        {view.fromName && <p className="song-hero__from">from {view.fromName}</p>}
        <SongPlayer networkSrc={view.songUrl} localSrc={files.audio} ready={files.checked} title={title} />
        <div className="song-hero__actions">
          <DownloadLink
            href={view.songDownloadUrl}
            localHref={online ? undefined : files.audio}
            fileName={downloadName(view.recipientName, 'mp3')}
            label="Download MP3"
          />
          {view.lyricsDownloadUrl && <DownloadLink href={view.lyricsDownloadUrl} label="Download lyrics" />}
          {view.instrumentalDownloadUrl && <DownloadLink href={view.instrumentalDownloadUrl} label="Download instrumental" />}
        </div>
        {fromDevice ? (
          <p className="song-hero__note" role="status" data-testid="offline-copy">
            You’re offline: this is the copy saved on this device.
          </p>
        ) : (
          <p className="song-hero__note" data-testid={files.audio ? 'kept-offline' : undefined}>
            {files.audio ? 'Saved on this device: it plays offline.' : delivered ? `Delivered ${delivered}.` : null}
          </p>
        )}
      </div>
    </header>
  );
}

/** A real link to the file (the server sends it as an attachment); offline, the copy kept on the device. */
export function DownloadLink({
  href,
  localHref,
  fileName,
  label,
}: {
  href: string;
  localHref?: string | undefined;
  fileName?: string;
  label: string;
}) {
  return (
    <a className="btn btn--light song-hero__download" href={localHref ?? href} download={localHref ? fileName : ''}>
      <DownloadIcon /> {label}
    </a>
  );
}

/** The lyrics as sent: text on the page, an image shown, anything else offered as a download (a gift's page shows them too). */
export function Lyrics({ view, files, online }: { view: LyricsView; files: LocalFiles; online: boolean }) {
  const lyrics = lyricsDisplay(view);
  if (lyrics.kind === 'none') return null;
  return (
    <section className="gift-card song-lyrics" aria-labelledby="song-lyrics-title">
      <h2 id="song-lyrics-title" className="gift-card__title">
        The lyrics
      </h2>
      {lyrics.kind === 'text' && <div className="song-lyrics__text">{lyrics.text}</div>}
      {lyrics.kind === 'image' && (files.lyricsImage || online) && (
        <img
          className="song-lyrics__image"
          src={files.lyricsImage ?? lyrics.url}
          alt={`The lyrics of the song for ${view.recipientName}`}
        />
      )}
      {lyrics.kind === 'image' && !files.lyricsImage && !online && <p>The lyrics image shows when you’re back online.</p>}
      {lyrics.kind === 'file' && (
        <p>
          The lyrics come as a document: <a href={view.lyricsDownloadUrl ?? lyrics.url}>download the lyrics</a> to read them.
        </p>
      )}
    </section>
  );
}

/** The photo slideshow video on the song page and on an opened gift: its player once made, a word until then. */
export function SongSlideshowCard({ slideshow, recipientName }: { slideshow: SongSlideshow; recipientName: string }) {
  return (
    <section className="gift-card song-slideshow" aria-labelledby="song-slideshow-title">
      <h2 id="song-slideshow-title" className="gift-card__title">
        The slideshow video
      </h2>
      {slideshow.videos ? (
        <SlideshowVideos videos={slideshow.videos} recipientName={recipientName} />
      ) : (
        <p className="gift-card__small">The slideshow video of the photos is being made: it will appear here.</p>
      )}
    </section>
  );
}
