// /sample-songs: every sample song, filtered by category. Audio loads when played; on Wi-Fi the first songs
// are also preloaded when the browser is idle, for instant and offline play.
import { useRef } from 'react';
import { EARLY_PRESS } from '../../core/earlyPress';
import { Link, useSearchParams } from '../../ui/router';
import { useEarlyPress } from '../../ui/useEarlyPress';
import { useSampleSongs } from '../../core/api/queries';
// Imported ahead of SongCard so the page's bundled styles keep their order.
import { usePreloadSongs } from './usePreloadSongs';
import { SongCard, SongCardSkeleton } from './SongCard';
import { usePageMeta } from '../../ui/usePageMeta';
import { ALL, filterOptions, songsIn } from './genreFilter';
import './SampleSongsPage.css';

const SKELETON_COUNT = 9;

export default function SampleSongsPage() {
  usePageMeta(
    'Sample Songs',
    'Listen to personalized songs we wrote for anniversaries, weddings, birthdays and more, then start your own.',
  );
  const { data: songs, isPending, isError, refetch } = useSampleSongs({ staleMinutes: 10, keepMinutes: 60 });
  const [params, setParams] = useSearchParams();
  const category = params.get('genre') ?? ALL;

  const options = songs ? filterOptions(songs) : [ALL];
  if (!options.includes(category)) options.push(category);
  const shown = songs ? songsIn(songs, category) : [];
  // Shown as data-preload on the list, as the hero shows its video's state: what preloading decided, and when it is done.
  const preload = usePreloadSongs(shown);

  const choose = (option: string) => {
    const next = new URLSearchParams(params);
    if (option === ALL) next.delete('genre');
    else next.set('genre', option);
    setParams(next, { replace: true });
  };

  return (
    <div className="samples-page">
      <header className="page-hero">
        <div className="container">
          <span className="eyebrow">Sample songs</span>
          <h1>Hear what a story sounds like</h1>
          <p className="lead">Each of these began as a few paragraphs from someone who loves someone. Pick an occasion and press play.</p>
        </div>
      </header>

      <section className="container samples-page__body" aria-labelledby="samples-heading">
        <h2 id="samples-heading" className="visually-hidden">
          Songs
        </h2>
        <CategoryFilter options={options} category={category} choose={choose} />

        {isError && !songs && (
          <div className="samples-page__empty" role="alert">
            <p>We couldn’t load the sample songs just now.</p>
            <button type="button" className="btn btn--outline" onClick={() => void refetch()}>
              Try again
            </button>
          </div>
        )}

        <div className="grid grid--3" aria-busy={isPending} aria-live="polite" data-preload={preload}>
          {isPending && Array.from({ length: SKELETON_COUNT }, (_, i) => <SongCardSkeleton key={i} />)}
          {shown.map((song, i) => (
            <SongCard key={song.id} song={song} index={i} />
          ))}
        </div>

        {songs && shown.length === 0 && (
          <div className="samples-page__empty" data-testid="samples-empty">
            <p className="samples-page__empty-title">No songs available for "{category}" category yet.</p>
            <p>Check back soon or explore other categories!</p>
          </div>
        )}
      </section>

      <SamplesCallToAction />
    </div>
  );
}

function CategoryFilter({ options, category, choose }: { options: string[]; category: string; choose: (option: string) => void }) {
  return (
    <div className="samples-filter" role="group" aria-label="Filter by occasion">
      {options.map((option) => (
        <FilterButton key={option} option={option} pressed={option === category} choose={choose} />
      ))}
    </div>
  );
}

/** One occasion's button: in the server's HTML, a press before the app has taken it over chooses once it has. */
function FilterButton({ option, pressed, choose }: { option: string; pressed: boolean; choose: (option: string) => void }) {
  const button = useRef<HTMLButtonElement>(null);
  useEarlyPress(button, () => choose(option));
  return (
    <button
      ref={button}
      type="button"
      className="samples-filter__btn"
      aria-pressed={pressed}
      {...EARLY_PRESS}
      onClick={() => choose(option)}
    >
      {option}
    </button>
  );
}

function SamplesCallToAction() {
  return (
    <section className="section section--plum samples-page__cta" aria-labelledby="samples-cta-title">
      <div className="container center">
        <h2 id="samples-cta-title">Your story deserves its own song</h2>
        <p className="lead">Tell us about the person you love. We’ll take it from there.</p>
        <Link to="/create-song?fresh=true" className="btn btn--light btn--lg">
          Create Your Song
        </Link>
      </div>
    </section>
  );
}
