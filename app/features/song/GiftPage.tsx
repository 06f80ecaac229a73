// /gift/{token}: the recipient's own page of a song given on a date (issue 25). Until the moment the buyer chose,
// it says whom the song is from and for what, counting down (the server gives nothing of the song before); from the
// moment on it plays the song with the song page's player, with the buyer's words and the lyrics.
import { useCallback } from 'react';
import { useParams } from '../../ui/router';
import type { GiftSong, GiftView } from '../../../shared/admin-api-types';
import { ApiError } from '../../core/api/client';
import { deviceTimeZone, formatMoment } from '../../core/moments';
import { GiftIcon, MusicIcon } from '../../ui/icons';
import { PageFallback } from '../../ui/PageFallback';
import { usePageMeta } from '../../ui/usePageMeta';
import { timeLeftInWords, type TimeLeft } from './giftCountdown';
import { DownloadLink, Lyrics, SongSlideshowCard, SongUnavailable } from './SongPage';
import { SongNotes } from './SongNotes';
import { SongPlayer } from './SongPlayer';
import { useGift, useTimeLeft } from './useGift';
import './SongPage.css';
import './GiftPage.css';

export default function GiftPage() {
  const { token = '' } = useParams();
  const gift = useGift(token);
  const view = gift.data;
  usePageMeta(view ? `A song for ${view.recipientName}` : 'A song for you', 'A personalized song, written and recorded just for you.');

  if (gift.isPending) return <PageFallback />;
  if (!view)
    return (
      <SongUnavailable
        noun="gift"
        missing={gift.error instanceof ApiError && gift.error.status === 404}
        retry={() => void gift.refetch()}
      />
    );
  if (view.opened && view.song) return <OpenedGift view={view} song={view.song} />;
  return <WaitingGift view={view} receivedAt={gift.dataUpdatedAt} refetch={gift.refetch} />;
}

/** Whom it is from and for what: the top of the page, before and after the moment. */
function GiftHeading({ view, icon }: { view: GiftView; icon: 'gift' | 'music' }) {
  return (
    <>
      <span className="song-hero__badge" aria-hidden="true">
        {icon === 'gift' ? <GiftIcon width={30} height={30} /> : <MusicIcon width={30} height={30} />}
      </span>
      <p className="song-hero__occasion">{view.occasion}</p>
      <h1 id="gift-title">A song for {view.recipientName}</h1>
      {view.fromName && <p className="song-hero__from">from {view.fromName}</p>}
    </>
  );
}

/** Before the moment: the countdown on the shop's clock; the page asks again once it runs out. */
function WaitingGift({ view, receivedAt, refetch }: { view: GiftView; receivedAt: number; refetch: () => unknown }) {
  const askAgain = useCallback(() => void refetch(), [refetch]);
  const left = useTimeLeft(view, receivedAt, askAgain);
  return (
    <article className="song-hero gift-page" aria-labelledby="gift-title">
      <div className="container song-hero__inner">
        <GiftHeading view={view} icon="gift" />
        {left && !left.due ? (
          <>
            <p className="gift-page__lead">{view.fromName || 'Someone'} had a song written and recorded just for you. It opens in</p>
            <Countdown left={left} />
            <p className="gift-page__when">
              on <time dateTime={view.revealAt ?? undefined}>{formatMoment(view.revealAt)}</time> ({deviceTimeZone()})
            </p>
          </>
        ) : (
          <p className="gift-page__lead" role="status">
            {view.revealAt
              ? 'It’s time: your song is on its way. This page opens as soon as it is ready.'
              : `${view.fromName || 'Someone'} had a song written and recorded just for you. This page opens as soon as it is ready.`}
          </p>
        )}
      </div>
    </article>
  );
}

function Countdown({ left }: { left: TimeLeft }) {
  const units = [
    [left.days, left.days === 1 ? 'day' : 'days'],
    [left.hours, left.hours === 1 ? 'hour' : 'hours'],
    [left.minutes, 'min'],
    [left.seconds, 'sec'],
  ] as const;
  return (
    <div className="gift-countdown" role="timer" aria-live="off" data-testid="gift-countdown">
      <span className="visually-hidden">{timeLeftInWords(left)}</span>
      {units.map(([value, unit]) => (
        <span className="gift-countdown__unit" key={unit} aria-hidden="true">
          <strong>{String(value).padStart(unit === 'days' || unit === 'day' ? 1 : 2, '0')}</strong>
          <span>{unit}</span>
        </span>
      ))}
    </div>
  );
}

/** From the moment on: the song in the song page's player, its download, the buyer's words and the lyrics. */
function OpenedGift({ view, song }: { view: GiftView; song: GiftSong }) {
  const lyrics = { ...song, recipientName: view.recipientName };
  return (
    <article className="song-page" aria-labelledby="gift-title">
      <header className="song-hero">
        <div className="container song-hero__inner">
          <GiftHeading view={view} icon="music" />
          <SongPlayer networkSrc={song.songUrl} localSrc={undefined} ready title={`A song for ${view.recipientName}`} />
          <div className="song-hero__actions">
            <DownloadLink href={song.songDownloadUrl} label="Download MP3" />
            {song.lyricsDownloadUrl && <DownloadLink href={song.lyricsDownloadUrl} label="Download lyrics" />}
          </div>
        </div>
      </header>
      <div className={`container song-body${song.dedication || song.lyricsUrl || song.slideshow ? '' : ' song-body--single'}`}>
        <div className="song-body__main">
          {song.slideshow && <SongSlideshowCard slideshow={song.slideshow} recipientName={view.recipientName} />}
          <Lyrics view={lyrics} files={{ checked: true }} online />
        </div>
        <div className="song-body__side">
          <SongNotes view={{ dedication: song.dedication, fromName: view.fromName || null, message: null }} />
        </div>
      </div>
    </article>
  );
}
