/** The part of s3rver (an S3-compatible server in the test process) the tests use; it ships no types. */
declare module 's3rver' {
  import type { AddressInfo } from 'node:net';

  interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    /** Where the objects are kept, as files. */
    directory: string;
    configureBuckets?: { name: string }[];
  }

  class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }

  export = S3rver;
}
