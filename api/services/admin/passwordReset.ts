// Setting a new admin password from the shell (`npm run admin-password`): only its scrypt hash is stored,
// every admin session ends, every admin push device is forgotten and the counted failed logins are forgotten,
// in one transaction; a running server checks the next sign-in against it (it reads the stored hash at every
// login), and its open admin streams end at their next keep-alive check.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { clearAllLoginAttempts, revokeAllAdminSessions } from '../../db/adminAuth';
import { deleteAdminDevicesOf } from '../../db/pushSubscriptions';
import type { Database } from '../../db/schema';
import { writeState } from '../../db/settings';
import { hashPassword } from '../auth/password';
import { ADMIN_PASSWORD_STATE, PASSWORD_FILE } from '../secrets';
import { inTransaction } from '../../db/transaction';

/** The config's rule for ADMIN_PASSWORD, so both ways of setting a password agree. */
export const MIN_ADMIN_PASSWORD_LENGTH = 8;
export const PASSWORD_TOO_SHORT = `The admin password must be at least ${MIN_ADMIN_PASSWORD_LENGTH} characters`;

export async function setAdminPassword(deps: { db: Kysely<Database>; dataDir: string; now: Date }, password: string): Promise<void> {
  if (password.length < MIN_ADMIN_PASSWORD_LENGTH) throw new Error(PASSWORD_TOO_SHORT);
  const hash = await hashPassword(password);
  await inTransaction(deps.db, async (trx) => {
    await writeState(trx, ADMIN_PASSWORD_STATE, hash);
    await revokeAllAdminSessions(trx, deps.now.toISOString());
    await deleteAdminDevicesOf(trx, 'all');
    await clearAllLoginAttempts(trx);
  });
  // A password generated on first start and left in this file no longer works: the file would only mislead.
  await fs.rm(path.join(deps.dataDir, PASSWORD_FILE), { force: true });
}
