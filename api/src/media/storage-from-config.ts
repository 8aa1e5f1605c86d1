import path from 'node:path';
import type { Config } from '../config';
import { createS3Storage } from './s3-storage';
import { createDiskStorage, type Storage } from './storage';

/**
 * The storage the real server, its first-start preparation and `npm run seed:demo` all
 * use, so demo pictures land where the server reads them: S3 when S3_BUCKET is set,
 * else DATA_DIR/media. Resized variants stay under DATA_DIR/media either way.
 */
export function storageFromConfig(config: Pick<Config, 'dataDir' | 's3'>): Storage {
  const mediaDir = path.join(config.dataDir, 'media');
  return config.s3 ? createS3Storage(config.s3, mediaDir) : createDiskStorage(mediaDir);
}
