// Wiring of free songs: applications, their mails, reactions and reminders (and their stored jobs).
import { createFreeSongMails, FREE_SONG_RECEIVED_JOB, REACTION_NOTICE_JOB } from '../freeSongs/mails';
import { createReactions } from '../freeSongs/reactions';
import { createReactionReminders, REACTION_REMINDER_JOB } from '../freeSongs/reminders';
import { createFreeSongSubmissions } from '../freeSongs/submissions';
import type { Foundation } from './foundation';

/** Free-song applications, their mails, reaction videos and the reminders to send one; `pagesChanged` renders the pages again. */
export function buildFreeSongs(f: Foundation, pagesChanged: () => void) {
  const { config, db, clock, jobs, handlers } = f;
  const freeSongMails = createFreeSongMails({ db, mail: f.mail, publicUrl: config.publicUrl, adminEmail: config.adminEmail });
  handlers[FREE_SONG_RECEIVED_JOB] = freeSongMails.sendReceived;
  handlers[REACTION_NOTICE_JOB] = freeSongMails.sendReactionNotice;
  const reactionReminders = createReactionReminders({
    db,
    clock,
    jobs,
    mail: f.mail,
    unsubscribes: f.unsubscribes,
    publicUrl: config.publicUrl,
  });
  handlers[REACTION_REMINDER_JOB] = reactionReminders.send;
  return {
    freeSongs: createFreeSongSubmissions({ db, clock, jobs, limiter: f.limiter, spots: config.freeSongSpots }),
    reactions: createReactions({ db, clock, jobs, storage: f.storage, pagesChanged }),
    reactionReminders,
  };
}
