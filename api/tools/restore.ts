// `npm run restore -- DIR`: puts a backup back into an empty DATA_DIR, checked against its manifest.
import { restoreBackup } from './backupArchive';
import { configuredDataDir, folderArgument, run } from './backupCli';

run(async () => {
  const source = folderArgument('npm run restore -- DIR   (DIR: a folder written by npm run backup)');
  const dataDir = configuredDataDir();
  const manifest = await restoreBackup(source, dataDir);
  process.stdout.write(
    `Restored the backup of ${manifest.createdAt} into ${dataDir}: ${manifest.counts.orders ?? 0} orders, ${manifest.files.length} uploads; checksums and PRAGMA integrity_check ok.\n` +
      'Start the shop with npm start.\n',
  );
});
