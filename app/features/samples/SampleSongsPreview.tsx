// Up to six sample songs on themed cards, for the home pages, with a link to the whole collection.
import { Link } from '../../ui/router';
import { useSampleSongs } from '../../core/api/queries';
import { SongCard, SongCardSkeleton } from './SongCard';

export const PREVIEW_COUNT = 6;

export function SampleSongsPreview() {
  const { data: songs, isPending, isError } = useSampleSongs({ staleMinutes: 5 });
  return (
    <>
      <div className="grid grid--3" aria-busy={isPending}>
        {isPending && Array.from({ length: PREVIEW_COUNT }, (_, i) => <SongCardSkeleton key={i} />)}
        {songs?.slice(0, PREVIEW_COUNT).map((song, i) => (
          <SongCard key={song.id} song={song} index={i} />
        ))}
      </div>
      {isError && <p className="center">The sample songs could not load right now. Please try again in a moment.</p>}
      <p className="center" style={{ marginTop: 28 }}>
        <Link to="/sample-songs" className="btn btn--outline">
          Hear all sample songs
        </Link>
      </p>
    </>
  );
}
