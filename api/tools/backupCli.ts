// What `npm run backup` and `npm run restore` share: DATA_DIR read like the server reads it, and one-line errors.
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { BackupError } from './backupArchive';

/** DATA_DIR from the environment or .env (as `npm start` reads it), absolute. */
export function configuredDataDir(): string {
  const envFile = path.join(process.cwd(), '.env');
  if (fs.existsSync(envFile)) process.loadEnvFile(envFile);
  const config = loadConfig(process.env, process.cwd());
  // The data is not in DATA_DIR then: a backup of it alone would look complete and miss every order or file.
  if (config.databaseUrl)
    throw new BackupError('DATABASE_URL is set: backup and restore cover the SQLite file in DATA_DIR; back PostgreSQL up with pg_dump.');
  if (config.storage.kind === 's3')
    throw new BackupError('STORAGE_URL is set: backup and restore cover DATA_DIR only, not the bucket holding the uploads.');
  return config.dataDir;
}

/** The one folder argument, or a usage line and exit code 2. */
export function folderArgument(usage: string): string {
  const args = process.argv.slice(2).filter((a) => a !== '--');
  if (args.length !== 1 || args[0]!.startsWith('-')) {
    process.stderr.write(`Usage: ${usage}\n`);
    process.exit(2);
  }
  return path.resolve(args[0]!);
}

/** Runs the tool; a refusal or a configuration error ends it with one line, anything else with its stack. */
export function run(main: () => Promise<void>): void {
  main().catch((err: unknown) => {
    const refusal = err instanceof BackupError || err instanceof ConfigError;
    process.stderr.write(`${refusal ? err.message : err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
    process.exit(1);
  });
}
