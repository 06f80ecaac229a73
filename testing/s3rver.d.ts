// s3rver ships no types: the part of it the tests use (a Koa app that serves a fake S3 from a folder).
declare module 's3rver' {
  import Koa from 'koa';

  interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory: string;
    configureBuckets?: Array<{ name: string }>;
  }

  export default class S3rver extends Koa {
    constructor(options: S3rverOptions);
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
