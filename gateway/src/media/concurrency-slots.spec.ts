import { ConcurrencySlots } from './concurrency-slots';

describe('ConcurrencySlots', () => {
  it('runs at most `size` tasks at once, the rest in the order they came', async () => {
    const slots = new ConcurrencySlots(2);
    const started: number[] = [];
    const finish: Array<() => void> = [];
    let peak = 0;
    let running = 0;
    const tasks = [0, 1, 2, 3, 4].map((n) =>
      slots.run(
        () =>
          new Promise<number>((resolve) => {
            started.push(n);
            peak = Math.max(peak, ++running);
            finish[n] = () => {
              running--;
              resolve(n);
            };
          }),
      ),
    );
    const settle = () => new Promise((resolve) => setImmediate(resolve));
    await settle();
    expect(started).toEqual([0, 1]);
    finish[1]!();
    await settle();
    expect(started).toEqual([0, 1, 2]);
    for (const n of [0, 2, 3, 4]) {
      await settle();
      finish[n]!();
    }
    await expect(Promise.all(tasks)).resolves.toEqual([0, 1, 2, 3, 4]);
    expect(peak).toBe(2);
  });

  it('frees the slot when a task fails', async () => {
    const slots = new ConcurrencySlots(1);
    await expect(slots.run(() => Promise.reject(new Error('unreadable')))).rejects.toThrow('unreadable');
    await expect(slots.run(async () => 'next')).resolves.toBe('next');
  });
});
