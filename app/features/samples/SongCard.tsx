// A sample song on a themed background: title, category (and a Demo tag on a shipped example), and its player.
import type { SampleSong } from '../../../shared/api-types';
import { AudioPlayer } from '../../ui/AudioPlayer';
import './SongCard.css';

export const BACKGROUND_COUNT = 6;

export function SongCard({ song, index, headingLevel = 'h3' }: { song: SampleSong; index: number; headingLevel?: 'h2' | 'h3' }) {
  const Heading = headingLevel;
  const background = (index % BACKGROUND_COUNT) + 1;
  return (
    <article className={`song-card song-card--bg${background}`} data-testid="song-card">
      <div className="song-card__meta">
        <span className="song-card__genre">{song.genre}</span>
        {song.demo && (
          <span className="song-card__demo">
            Demo<span className="visually-hidden"> song: an example, not one written for a customer</span>
          </span>
        )}
        <Heading className="song-card__title">{song.title}</Heading>
      </div>
      <AudioPlayer url={song.audioUrl} title={song.title} duration={song.duration} />
    </article>
  );
}

export function SongCardSkeleton() {
  return <div className="song-card-skeleton skeleton" aria-hidden="true" />;
}
