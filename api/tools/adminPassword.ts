/**
 * admin-password — sets a new admin password from the shell, also while the server runs.
 *
 *   npm run admin-password                      asks twice, without echo
 *   echo 'new-pass' | npm run admin-password    reads the first line of stdin
 *   npm run admin-password -- --generate        makes one up and prints it
 *
 * Reads .env and the environment like `npm start` (DATA_DIR). Stores only the scrypt hash, ends every admin
 * session, forgets counted failed logins. Refuses while ADMIN_PASSWORD is set: that one decides at every start.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { databaseTarget, openDatabase } from '../db/connect';
import { generatePassword } from '../services/auth/password';
import { MIN_ADMIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT, setAdminPassword } from '../services/admin/passwordReset';

class Refusal extends Error {}

const ENV_WINS =
  'ADMIN_PASSWORD is set (in the environment or .env), and the server uses it at every start, so a password set here would not be used.\n' +
  'Change ADMIN_PASSWORD and restart the server instead, or remove it and run this again.';

/** One line typed at the terminal, not echoed. */
function promptHidden(question: string): Promise<string> {
  const stdin = process.stdin;
  return new Promise((resolve, reject) => {
    let value = '';
    const finish = (result: () => void) => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      process.stdout.write('\n');
      result();
    };
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n') return finish(() => resolve(value));
        if (ch === '\u0003' || ch === '\u0004') return finish(() => reject(new Refusal('Cancelled: the password is unchanged.')));
        if (ch === '\u007f' || ch === '\b') value = value.slice(0, -1);
        else value += ch;
      }
    };
    process.stdout.write(question);
    stdin.setEncoding('utf8');
    stdin.setRawMode(true);
    stdin.resume();
    stdin.on('data', onData);
  });
}

async function firstLineOfStdin(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin) text += String(chunk);
  return text.split(/\r?\n/)[0] ?? '';
}

async function newPassword(args: string[]): Promise<{ password: string; generated: boolean }> {
  const unknown = args.filter((a) => a !== '--generate');
  if (unknown.length) throw new Refusal(`Unknown argument ${unknown[0]}. Use --generate, pipe the password in, or run it in a terminal.`);
  if (args.includes('--generate')) return { password: generatePassword(), generated: true };
  if (!process.stdin.isTTY) return { password: await firstLineOfStdin(), generated: false };
  const password = await promptHidden(`New admin password (at least ${MIN_ADMIN_PASSWORD_LENGTH} characters): `);
  if (password.length < MIN_ADMIN_PASSWORD_LENGTH) throw new Refusal(PASSWORD_TOO_SHORT);
  if ((await promptHidden('The same again: ')) !== password) throw new Refusal('The two passwords differ: the password is unchanged.');
  return { password, generated: false };
}

async function main() {
  const envFile = path.join(process.cwd(), '.env');
  if (fs.existsSync(envFile)) process.loadEnvFile(envFile);
  const config = loadConfig(process.env, process.cwd());
  if (config.adminPassword) throw new Refusal(ENV_WINS);
  const { password, generated } = await newPassword(process.argv.slice(2));
  if (password.length < MIN_ADMIN_PASSWORD_LENGTH) throw new Refusal(PASSWORD_TOO_SHORT);

  const db = await openDatabase(databaseTarget(config));
  try {
    await setAdminPassword({ db: db.kysely, dataDir: config.dataDir, now: new Date() }, password);
  } finally {
    await db.close();
  }
  if (generated) process.stdout.write(`New admin password: ${password}\n`);
  process.stdout.write(
    'The admin password is changed (a running server uses it from the next sign-in). Every admin session has ended: sign in again at /admin.\n',
  );
}

main().catch((err: unknown) => {
  const known = err instanceof Refusal || err instanceof ConfigError;
  process.stderr.write(
    `${known ? (err as Error).message : `Could not set the admin password: ${err instanceof Error ? err.message : String(err)}`}\n`,
  );
  process.exit(1);
});
