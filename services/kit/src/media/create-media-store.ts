import { LocalMediaStore } from './local-media-store';
import { type MediaEnv, type MediaEnvInput, MediaEnvSchema, mediaEnvProblems } from './media-env';
import type { MediaStore } from './media-store';
import { S3MediaStore } from './s3-media-store';
import type { S3Options } from './s3-objects';

/** The media store the settings name (MediaEnvSchema: local files by default, or an S3-compatible bucket). */
export function createMediaStore(settings: MediaEnvInput): MediaStore {
  const env = MediaEnvSchema.parse(settings);
  const problems = mediaEnvProblems(env);
  if (problems.length > 0) throw new Error(`Invalid media settings: ${problems.map((p) => p.message).join('; ')}`);
  if (env.MEDIA_DRIVER === 'local') return new LocalMediaStore(env.MEDIA_DIR);
  return new S3MediaStore(s3OptionsOf(env));
}

/** The bucket of the s3 driver, as the settings name it (checked by mediaEnvProblems). */
export function s3OptionsOf(env: MediaEnv): S3Options {
  return {
    bucket: env.S3_BUCKET!,
    region: env.S3_REGION,
    ...(env.S3_ENDPOINT !== undefined && { endpoint: env.S3_ENDPOINT }),
    ...(env.S3_ACCESS_KEY_ID !== undefined && {
      credentials: { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY! },
    }),
  };
}
