// `npm run backup -- DIR`: a consistent copy of the shop's database and uploads, taken while it serves.
import path from 'node:path';
import { createBackup } from './backupArchive';
import { configuredDataDir, folderArgument, run } from './backupCli';

run(async () => {
  const target = folderArgument('npm run backup -- DIR   (DIR: a new or empty folder)');
  const dataDir = configuredDataDir();
  const started = performance.now();
  const manifest = await createBackup(dataDir, target);
  const bytes = manifest.database.size + manifest.files.reduce((sum, f) => sum + f.size, 0);
  const counts = Object.entries(manifest.counts)
    .map(([table, n]) => `${n} ${table}`)
    .join(', ');
  process.stdout.write(
    `Backed up ${dataDir} to ${target}: the database (${counts}) and ${manifest.files.length} uploads, ${(bytes / 1e6).toFixed(1)} MB in ${((performance.now() - started) / 1000).toFixed(1)} s.\n` +
      `Manifest: ${path.join(target, 'manifest.json')}\n`,
  );
});
