// Every migration, in order, bundled in code (no folder read at run time). Landed migrations never change what
// they make on SQLite (portable.ts only spells the same columns for PostgreSQL too).
import type { Migration, MigrationProvider } from 'kysely';
import * as foundation from './20250801000000-foundation';
import * as orders from './20250815000000-orders';
import * as admin from './20250901000000-admin';
import * as promotion from './20251001000000-promotion';
import * as chat from './20251101000000-chat';
import * as videos from './20251201000000-videos';
import * as mailCeiling from './20260101000000-mail-ceiling';
import * as processes from './20260201000000-processes';
import * as access from './20260301000000-access';
import * as orderOffer from './20260401000000-order-offer';
import * as inbox from './20260415000000-inbox';
import * as shopProfile from './20260501000000-shop-profile';
import * as testimonials from './20260510000000-testimonials';
import * as addOns from './20260601000000-add-ons';
import * as giftDate from './20260610000000-gift-date';
import * as reviews from './20260620000000-reviews';
import * as slideshow from './20260701000000-slideshow';
import * as staff from './20260801000000-staff';
import * as refundsAudit from './20260805000000-refunds-audit';
import * as desk from './20260810000000-desk';
import * as lyricsApproval from './20260820000000-lyrics-approval';

const migrations: Record<string, Migration> = {
  '20250801000000-foundation': foundation,
  '20250815000000-orders': orders,
  '20250901000000-admin': admin,
  '20251001000000-promotion': promotion,
  '20251101000000-chat': chat,
  '20251201000000-videos': videos,
  '20260101000000-mail-ceiling': mailCeiling,
  '20260201000000-processes': processes,
  '20260301000000-access': access,
  '20260401000000-order-offer': orderOffer,
  '20260415000000-inbox': inbox,
  '20260501000000-shop-profile': shopProfile,
  '20260510000000-testimonials': testimonials,
  '20260601000000-add-ons': addOns,
  '20260610000000-gift-date': giftDate,
  '20260620000000-reviews': reviews,
  '20260701000000-slideshow': slideshow,
  '20260801000000-staff': staff,
  '20260805000000-refunds-audit': refundsAudit,
  '20260810000000-desk': desk,
  '20260820000000-lyrics-approval': lyricsApproval,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
