// "Getting the shop ready" (issue 23 item 2): each checklist item's state, worked out from what the shop holds,
// and the two checks the owner can run from it (a test mail, a harmless Stripe call), whose last answers are kept.
import type { Kysely } from 'kysely';
import { SETUP_ITEMS, SETUP_MESSAGES, type SetupCheck, type SetupChecklist, type SetupItem, type SetupItemId } from '../../shared/setup';
import { listOffers } from '../db/offers';
import { newId } from '../ids';
import type { Database } from '../db/schema';
import { readState, writeState } from '../db/settings';
import type { AuthenticatedAdmin } from './admin/auth';
import type { Clock } from './clock';
import { invalid, tooMany } from './errors';
import { testMail } from './mail/templates/testMail';
import { HOUR_MS, type MailService } from './mail/outgoing';

export interface SetupDeps {
  db: Kysely<Database>;
  clock: Clock;
  mail: MailService;
  /** Where the shop's own notices go (ADMIN_EMAIL): the test mail goes there. */
  adminEmail: string;
  smtpConfigured: boolean;
  stripeConfigured: boolean;
  checkPayments: () => Promise<{ ok: boolean; detail: string }>;
  /** The shop profile's fields still holding demo values. */
  demoProfileFields: () => Promise<readonly string[]>;
  /** Demo testimonials and demo sample songs still shown. */
  demoContent: () => Promise<{ testimonials: number; sampleSongs: number }>;
  /** The admin devices this session turned alerts on for. */
  devicesOf: (session: AuthenticatedAdmin) => Promise<number>;
  /** The shop's name, for the test mail. */
  shopName: () => Promise<string>;
}

const STATE = {
  mail: 'setup.mail_check',
  payments: 'setup.stripe_check',
  pricesReviewed: 'setup.prices_reviewed',
  hidden: 'setup.hidden',
  seeded: 'seed.settings',
} as const;

/** At most this many test mails an hour: the button is for trying a configuration, not for sending mail. */
export const TEST_MAIL_CAP = { max: 5, windowMs: HOUR_MS };

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

async function lastCheck(db: Kysely<Database>, key: string): Promise<SetupCheck | undefined> {
  const value = await readState(db, key);
  if (!value) return undefined;
  try {
    return JSON.parse(value) as SetupCheck;
  } catch {
    return undefined;
  }
}

async function keep({ db, clock }: SetupDeps, key: string, check: Omit<SetupCheck, 'checkedAt'>): Promise<SetupCheck> {
  const kept: SetupCheck = { ...check, checkedAt: clock.now().toISOString() };
  await writeState(db, key, JSON.stringify(kept));
  return kept;
}

/** Prices count as reviewed once the owner saved one (after the seed wrote them) or said they are right. */
async function pricesReviewed(db: Kysely<Database>): Promise<boolean> {
  if (await readState(db, STATE.pricesReviewed)) return true;
  const seededAt = (await readState(db, STATE.seeded)) ?? '';
  return (await listOffers(db)).some((row) => row.updated_at > seededAt);
}

type ItemState = Omit<SetupItem, 'id'>;

/** Each item's rule: whether it is done, and the sentence that tells the owner what is left. */
const ITEM_STATES: Record<SetupItemId, (deps: SetupDeps, session: AuthenticatedAdmin) => Promise<ItemState>> = {
  async profile(deps) {
    const demo = (await deps.demoProfileFields()).length;
    return demo === 0
      ? { done: true, detail: 'Your name, contact facts and links are on every page.' }
      : { done: false, detail: `${plural(demo, 'field still shows', 'fields still show')} the demo shop’s values (Settings → Shop).` };
  },
  async prices(deps) {
    return (await pricesReviewed(deps.db))
      ? { done: true, detail: 'Each page sells the price and delivery time you set.' }
      : { done: false, detail: 'Check the price and delivery time of each page (Settings → Prices and delivery).' };
  },
  async mail(deps) {
    const check = await lastCheck(deps.db, STATE.mail);
    if (!deps.smtpConfigured)
      return { done: false, detail: 'No SMTP_URL is set: mail is written to files in data/outbox/ and reaches nobody.' };
    if (!check) return { done: false, detail: 'Send yourself a test mail to see that mail reaches you.' };
    return {
      done: check.ok,
      detail: check.ok ? `The last test mail was accepted: ${check.detail}` : `The last test mail failed: ${check.detail}`,
    };
  },
  async payments(deps) {
    const check = await lastCheck(deps.db, STATE.payments);
    if (!deps.stripeConfigured)
      return { done: false, detail: 'No STRIPE_SECRET_KEY is set: checkout runs in test mode and no money moves.' };
    if (!check) return { done: false, detail: 'Check that Stripe accepts your key.' };
    return { done: check.ok, detail: check.detail };
  },
  async alerts(deps, session) {
    return (await deps.devicesOf(session)) > 0
      ? { done: true, detail: 'This device is told about new orders and messages.' }
      : { done: false, detail: 'Turn on alerts on this device (Settings → Alerts) to hear about new orders at once.' };
  },
  async samples(deps) {
    const { sampleSongs } = await deps.demoContent();
    return sampleSongs === 0
      ? { done: true, detail: 'The sample songs are yours.' }
      : {
          done: false,
          detail: `${plural(sampleSongs, 'demo sample song is', 'demo sample songs are')} still shown (Sample Songs, or Remove demo content).`,
        };
  },
  async testimonials(deps) {
    const { testimonials } = await deps.demoContent();
    return testimonials === 0
      ? { done: true, detail: 'The reviews on the pages are your customers’.' }
      : {
          done: false,
          detail: `${plural(testimonials, 'demo testimonial is', 'demo testimonials are')} still shown (Settings → Testimonials).`,
        };
  },
};

/** Sends a mail to ADMIN_EMAIL now and answers what the mail server said (or the outbox file it became). */
async function sendTestMail(deps: SetupDeps): Promise<SetupCheck> {
  const at = deps.clock.now().toISOString();
  const message = testMail({ shopName: await deps.shopName(), to: deps.adminEmail, at });
  let outcome;
  try {
    outcome = await deps.mail.deliver(`setup-test:${newId()}`, message, { recipient: 'admin', cap: TEST_MAIL_CAP });
  } catch (err) {
    return keep(deps, STATE.mail, { ok: false, detail: err instanceof Error ? err.message : String(err) });
  }
  if (!outcome.sent) {
    if (outcome.reason === 'over cap') throw tooMany(SETUP_MESSAGES.testMailCapped, TEST_MAIL_CAP.windowMs / 1000);
    return keep(deps, STATE.mail, {
      ok: false,
      detail: outcome.reason === 'not an address' ? `ADMIN_EMAIL (${deps.adminEmail}) is not an e-mail address` : 'The mail was not sent',
    });
  }
  const answer = outcome.response ?? 'accepted';
  // Without SMTP the mail is a file: the check worked, but nobody receives mail yet.
  return keep(deps, STATE.mail, { ok: deps.smtpConfigured, detail: `sent to ${deps.adminEmail}; ${answer}` });
}

export function createSetup(deps: SetupDeps) {
  const { db, clock } = deps;

  async function checklist(session: AuthenticatedAdmin): Promise<SetupChecklist> {
    const items: SetupItem[] = [];
    for (const id of SETUP_ITEMS) items.push({ id, ...(await ITEM_STATES[id](deps, session)) });
    const complete = items.every((i) => i.done);
    return { items, complete, hidden: complete && Boolean(await readState(db, STATE.hidden)) };
  }

  return {
    checklist,

    /** Hides the list (once every item is done) or shows it again. */
    async setHidden(session: AuthenticatedAdmin, hidden: boolean): Promise<SetupChecklist> {
      if (hidden) {
        if (!(await checklist(session)).complete) throw invalid(SETUP_MESSAGES.notComplete);
        await writeState(db, STATE.hidden, clock.now().toISOString());
      } else await writeState(db, STATE.hidden, '');
      return checklist(session);
    },

    /** "These prices are right": the prices item is done without changing one. */
    async confirmPrices(session: AuthenticatedAdmin): Promise<SetupChecklist> {
      await writeState(db, STATE.pricesReviewed, clock.now().toISOString());
      return checklist(session);
    },

    sendTestMail: (): Promise<SetupCheck> => sendTestMail(deps),

    /** A harmless call to Stripe with the configured key; its answer is kept for the checklist. */
    async checkStripe(): Promise<SetupCheck> {
      return keep(deps, STATE.payments, await deps.checkPayments());
    },
  };
}

export type Setup = ReturnType<typeof createSetup>;
