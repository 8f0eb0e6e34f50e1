/**
 * At most `size` tasks run at once; the rest wait their turn, first come first served. Bounds CPU-heavy
 * work (image decoding) per process, so a burst of uploads queues instead of taking every core.
 */
export class ConcurrencySlots {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly size: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.size) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.running++;
    try {
      return await task();
    } finally {
      // The slot passes straight to the next in line, so `running` never dips and overshoots.
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}
