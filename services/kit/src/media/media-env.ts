import path from 'node:path';
import { z } from 'zod';

const OptionalText = z.string().min(1).optional();

/**
 * The media store's settings, for any app that stores or serves images (extend its env schema with
 * `MediaEnvSchema.shape` and add `refineMediaEnv` to its checks).
 */
export const MediaEnvSchema = z.object({
  /** `local` (default): files under MEDIA_DIR, for one machine. `s3`: an S3-compatible bucket, for several. */
  MEDIA_DRIVER: z.enum(['local', 's3']).default('local'),
  /** Directory of the local driver, resolved from the working directory at start-up. */
  MEDIA_DIR: z
    .string()
    .min(1)
    .default('.data/media')
    .transform((dir) => path.resolve(dir)),
  /** S3 endpoint (e.g. https://s3.eu-west-1.amazonaws.com or a MinIO/R2 URL); the SDK's default when unset. */
  S3_ENDPOINT: z.url().optional(),
  /** Bucket of the s3 driver (required with MEDIA_DRIVER=s3). */
  S3_BUCKET: OptionalText,
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** Static credentials; when unset the SDK's default chain applies (instance or task role, AWS_* variables). */
  S3_ACCESS_KEY_ID: OptionalText,
  S3_SECRET_ACCESS_KEY: OptionalText,
});
export type MediaEnv = z.infer<typeof MediaEnvSchema>;
export type MediaEnvInput = z.input<typeof MediaEnvSchema>;

/** The rules across variables, as a `superRefine` step: so a bad media setting fails start-up by name. */
export function refineMediaEnv(env: MediaEnv, ctx: z.RefinementCtx): void {
  for (const problem of mediaEnvProblems(env)) ctx.addIssue({ code: 'custom', ...problem });
}

export function mediaEnvProblems(env: MediaEnv): Array<{ path: string[]; message: string }> {
  const problems: Array<{ path: string[]; message: string }> = [];
  if (env.MEDIA_DRIVER === 's3' && !env.S3_BUCKET) {
    problems.push({ path: ['S3_BUCKET'], message: 'S3_BUCKET is required when MEDIA_DRIVER is s3' });
  }
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    problems.push({
      path: [env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
      message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
    });
  }
  return problems;
}
