import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, type S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3Config } from '../src/config';
import { createS3Client } from '../src/media/s3-storage';

export interface LocalS3 {
  /** What S3_* would configure for this server and bucket, as config.ts parses it. */
  config: S3Config;
  /** A client of its own, to look into the bucket past the Storage interface. */
  client: S3Client;
  close(): Promise<void>;
}

/**
 * A real S3 server (s3rver) on a free port, storing under a temporary folder, with the
 * bucket created through the S3 API itself. s3rver knows one account, S3RVER/S3RVER: it
 * refuses another access key id, but does not verify V4 signatures (a wrong secret passes).
 */
export async function startLocalS3(bucket = 'nutri-test'): Promise<LocalS3> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'nutri-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = await server.run();
  const config: S3Config = {
    bucket,
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  const client = createS3Client(config);
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  return {
    config,
    client,
    async close() {
      client.destroy();
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
