// A local S3 for tests (s3rver on 127.0.0.1, port 0, in a temporary folder), with the requests it received and
// the env a shop needs to use it. Keys go into process.env through vi.stubEnv, undone when the file's tests end.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { vi } from 'vitest';

export const TEST_BUCKET = 'shop-media';

export interface FakeS3 {
  endpoint: string;
  /** "METHOD /path?query" of every request, in order. */
  requests: string[];
  /** STORAGE_URL and S3_ENDPOINT for startTestShop's env. */
  env(prefix: string): Record<string, string>;
  client: S3Client;
  /** Keys and sizes under the prefix. */
  objects(prefix: string): Promise<Array<{ key: string; size: number }>>;
  put(key: string, body: Buffer | string): Promise<void>;
  /** Makes the object look this much older (s3rver reports its file's time as LastModified). */
  backdate(key: string, ms: number): void;
  close(): Promise<void>;
}

export async function startFakeS3(): Promise<FakeS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'serenade-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: TEST_BUCKET }] });
  const requests: string[] = [];
  // s3rver is a Koa app: a first middleware sees every request.
  server.middleware.unshift(async (ctx, next) => {
    requests.push(`${ctx.method} ${ctx.url}`);
    await next();
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  // What the SDK reads in production; s3rver accepts these keys. No instance-metadata lookups from a test.
  vi.stubEnv('AWS_ACCESS_KEY_ID', 'S3RVER');
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'S3RVER');
  vi.stubEnv('AWS_EC2_METADATA_DISABLED', 'true');
  const client = new S3Client({
    endpoint,
    forcePathStyle: true,
    region: 'us-east-1',
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  return {
    endpoint,
    requests,
    client,
    env: (prefix) => ({ STORAGE_URL: `s3://${TEST_BUCKET}/${prefix}`, S3_ENDPOINT: endpoint }),
    async objects(prefix) {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: TEST_BUCKET, Prefix: prefix }));
      return (listed.Contents ?? []).map((o) => ({ key: o.Key!, size: o.Size ?? 0 })).sort((a, b) => a.key.localeCompare(b.key));
    },
    async put(key, body) {
      await client.send(new PutObjectCommand({ Bucket: TEST_BUCKET, Key: key, Body: body }));
    },
    backdate(key, ms) {
      const parts = key.split('/');
      const file = path.join(directory, TEST_BUCKET, ...parts.slice(0, -1), `${parts.at(-1)}._S3rver_object`);
      const then = new Date(Date.now() - ms);
      fs.utimesSync(file, then, then);
    },
    async close() {
      client.destroy();
      await server.close();
      vi.unstubAllEnvs();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
