// For moving a shop from DATA_DIR/uploads to a bucket: every stored file is copied under the same name, so the
// media rows (which hold names, not places) stay right. Files already in the bucket are copied again (harmless).
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { S3Client } from '@aws-sdk/client-s3';
import type { StorageConfig } from '../../config';
import { createS3Client, putFile, type BucketConfig } from './s3';

const TYPES: Record<string, string> = {
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  m4a: 'audio/mp4',
  ogg: 'audio/ogg',
  flac: 'audio/flac',
  webm: 'audio/webm',
  mp4: 'video/mp4',
  txt: 'text/plain; charset=utf-8',
  pdf: 'application/pdf',
};

/**
 * Copies every file in `uploadsDir` (not the `.import-` leftovers of a stop) into the bucket under the prefix;
 * answers how many. The files stay where they are. `client` for tests; otherwise the standard AWS variables.
 */
export async function copyUploadsToBucket(uploadsDir: string, storage: StorageConfig | BucketConfig, client?: S3Client): Promise<number> {
  if ('kind' in storage && storage.kind === 'disk') throw new Error('STORAGE_URL is not set: there is no bucket to copy the uploads to.');
  const bucket = storage as BucketConfig;
  const s3 = client ?? createS3Client(bucket.endpoint);
  try {
    const entries = await fsp.readdir(uploadsDir, { withFileTypes: true });
    const names = entries.filter((e) => e.isFile() && !e.name.startsWith('.')).map((e) => e.name);
    for (const name of names) {
      // The served type comes from the media row; this one is only what the bucket's own tools show.
      const type = TYPES[path.extname(name).slice(1)] ?? 'application/octet-stream';
      await putFile(s3, bucket.bucket, `${bucket.prefix}${name}`, path.join(uploadsDir, name), type);
    }
    return names.length;
  } finally {
    if (!client) s3.destroy();
  }
}
