// A real S3-compatible server for tests, in-process and offline: s3rver (npm, a Koa app that
// implements the S3 REST API over a directory). Chosen over MinIO (a Go binary, not an npm
// package) and over SDK mocks (aws-sdk-client-mock would not exercise signing, HTTP, XML or
// error mapping). `startS3Server()` resolves null when s3rver cannot be loaded, and the S3 tests
// skip with a notice.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface TestS3Server {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** the environment of a test server storing KYC documents there */
  env: Record<string, string>;
  close(): Promise<void>;
}

interface S3rverInstance {
  run(): Promise<{ port: number; address: string }>;
  close(): Promise<void>;
}
type S3rverClass = new (options: Record<string, unknown>) => S3rverInstance;

export async function startS3Server(bucket = 'aurum-kyc'): Promise<TestS3Server | null> {
  let S3rver: S3rverClass;
  try {
    // s3rver ships no types: imported by a computed name, typed by S3rverClass above
    const name = 's3rver';
    S3rver = ((await import(name)) as { default: S3rverClass }).default;
  } catch {
    return null;
  }
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'aurum-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  // s3rver's fixed credentials (it checks the signature against them)
  const accessKeyId = 'S3RVER';
  const secretAccessKey = 'S3RVER';
  return {
    endpoint,
    bucket,
    accessKeyId,
    secretAccessKey,
    env: {
      KYC_STORAGE: 's3',
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: accessKeyId,
      S3_SECRET_ACCESS_KEY: secretAccessKey,
      S3_FORCE_PATH_STYLE: '1',
    },
    close: async () => {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
