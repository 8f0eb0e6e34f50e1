import { eventJobOptions, requestJobOptions } from './job-options';

describe('job options', () => {
  it('runs a request once, drops it when done, and keeps a failed one past its caller timeout', () => {
    const options = requestJobOptions('req-1', 65_500);
    expect(options).toMatchObject({ jobId: 'req-1', attempts: 1, removeOnComplete: true });
    expect((options.removeOnFail as { age: number }).age).toBeGreaterThan(66);
  });

  it('retries an event with exponential backoff and keeps it two weeks when it fails', () => {
    expect(eventJobOptions('evt-1', { attempts: 3, backoffMs: 50 })).toMatchObject({
      jobId: 'evt-1',
      attempts: 3,
      backoff: { type: 'exponential', delay: 50 },
      removeOnFail: { age: 14 * 24 * 60 * 60 },
    });
  });
});
