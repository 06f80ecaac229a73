// The words that come with the song: the buyer's own message to the recipient (from the order), and the
// musicians' note sent with the song, each under its true author so nobody reads one as the other.
import type { SongView } from '../../../shared/admin-api-types';
import { useShop } from '../../core/api/queries';
import { HeartIcon, MusicIcon } from '../../ui/icons';

/** What the notes read of a song: a gift's page gives the buyer's words and no musicians' note. */
type NotesView = Pick<SongView, 'dedication' | 'message' | 'fromName'>;

export function hasSongNotes(view: NotesView): boolean {
  return Boolean(view.dedication || view.message);
}

export function SongNotes({ view }: { view: NotesView }) {
  const { name } = useShop();
  return (
    <>
      {view.dedication && (
        <section className="gift-card song-message" aria-labelledby="song-dedication-title">
          <h2 id="song-dedication-title" className="gift-card__title">
            <HeartIcon aria-hidden="true" /> {view.fromName ? `A message from ${view.fromName}` : 'A message for you'}
          </h2>
          <figure>
            <blockquote>
              <p>{view.dedication}</p>
            </blockquote>
            {view.fromName && <figcaption>— {view.fromName}</figcaption>}
          </figure>
        </section>
      )}
      {view.message && (
        <section className="gift-card song-message song-message--musicians" aria-labelledby="song-note-title">
          <h2 id="song-note-title" className="gift-card__title">
            <MusicIcon aria-hidden="true" /> A note from our musicians
          </h2>
          <figure>
            <blockquote>
              <p>{view.message}</p>
            </blockquote>
            <figcaption>— The {name} musicians</figcaption>
          </figure>
        </section>
      )}
    </>
  );
}
