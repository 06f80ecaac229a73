// Stored files in an S3-compatible bucket (AWS, MinIO, R2…) under STORAGE_URL's prefix. Several servers may
// share the bucket, each with its own DATA_DIR: nothing here assumes this process is the bucket's only user.
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { ObjectStore } from './objectStore';

export interface BucketConfig {
  bucket: string;
  /** '' or ending in '/'. */
  prefix: string;
  endpoint: string | undefined;
}

/** An object with no row younger than this may be another server's upload whose row is not committed yet. */
export const ORPHAN_MIN_AGE_MS = 60 * 60 * 1000;

/** Only names the storage service makes are ever removed as orphans: a bucket may hold other things too. */
const STORED_NAME = /^[0-9a-f]{32}\.[a-z0-9]+$/;

/**
 * A client reading region and keys the SDK's usual way (AWS_REGION, AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY,
 * profiles, roles). With S3_ENDPOINT: path-style addresses, as MinIO and most look-alikes need.
 */
export function createS3Client(endpoint: string | undefined): S3Client {
  return new S3Client({
    region: regionOrDefault,
    ...(endpoint ? { endpoint, forcePathStyle: true } : {}),
  });
}

let region: Promise<string> | undefined;

/** The region the SDK finds itself, or us-east-1: a MinIO or R2 bucket usually has none configured. */
function regionOrDefault(): Promise<string> {
  region ??= (async () => {
    const probe = new S3Client({});
    try {
      return await probe.config.region();
    } catch {
      return 'us-east-1';
    } finally {
      probe.destroy();
    }
  })();
  return region;
}

const isMissing = (err: unknown) =>
  err instanceof S3ServiceException && (err.name === 'NoSuchKey' || err.name === 'NotFound' || err.$metadata.httpStatusCode === 404);

/** Uploads a local file; big files go in parts (lib-storage aborts the multipart upload if one fails). */
export async function putFile(client: S3Client, bucket: string, key: string, localPath: string, contentType: string): Promise<void> {
  const upload = new Upload({
    client,
    params: { Bucket: bucket, Key: key, Body: fs.createReadStream(localPath), ContentType: contentType },
  });
  await upload.done();
}

export function createS3Store(deps: { client: S3Client; config: BucketConfig; scratchDir: string }): ObjectStore {
  const { client, scratchDir } = deps;
  const { bucket, prefix } = deps.config;
  const keyOf = (name: string) => `${prefix}${name}`;
  const remove = (name: string) => client.send(new DeleteObjectCommand({ Bucket: bucket, Key: keyOf(name) })).then(() => undefined);

  async function* listed(): AsyncGenerator<{ name: string; lastModified: Date | undefined }> {
    let token: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }));
      for (const object of page.Contents ?? []) {
        if (object.Key) yield { name: object.Key.slice(prefix.length), lastModified: object.LastModified };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  return {
    location: `s3://${bucket}/${prefix}`,
    scratchDir,

    async moveIn(localPath, name, contentType) {
      try {
        await putFile(client, bucket, keyOf(name), localPath, contentType);
      } catch (err) {
        // A request cut off after the bucket stored the object would leave it behind.
        await remove(name).catch(() => undefined);
        throw err;
      }
      await fsp.rm(localPath, { force: true });
    },

    async stat(name) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: keyOf(name) }));
        return { size: head.ContentLength ?? 0, mtime: head.LastModified ?? new Date(0) };
      } catch (err) {
        if (isMissing(err)) return undefined;
        throw err;
      }
    },

    async read(name, { start, end }) {
      // An empty file has no byte to name in a Range.
      if (end < start) return Readable.from([]);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: keyOf(name), Range: `bytes=${start}-${end}` }));
        return object.Body as Readable;
      } catch (err) {
        if (isMissing(err)) return undefined;
        throw err;
      }
    },

    async localFile(name, workDir) {
      await fsp.mkdir(workDir, { recursive: true });
      const local = path.join(workDir, name);
      const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: keyOf(name) }));
      try {
        await pipeline(object.Body as Readable, fs.createWriteStream(local));
      } catch (err) {
        await fsp.rm(local, { force: true });
        throw err;
      }
      return local;
    },

    delete: remove,

    /**
     * Other servers may be uploading right now, their rows not yet committed: only objects older than an hour
     * are candidates, and only those named the way the storage service names files.
     */
    async removeOrphans(known, now) {
      const candidates: string[] = [];
      for await (const { name, lastModified } of listed()) {
        const old = lastModified !== undefined && now.getTime() - lastModified.getTime() > ORPHAN_MIN_AGE_MS;
        if (old && STORED_NAME.test(name)) candidates.push(name);
      }
      const kept = await known(candidates);
      const orphans = candidates.filter((name) => !kept.has(name));
      for (const name of orphans) await remove(name);
      return orphans.length;
    },
  };
}
