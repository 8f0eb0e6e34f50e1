/**
 * How far an export is, as a whole percentage: items of every section (their totals come with the first
 * pages, asked before anything is written) and photos as they are found. It never goes back (a photo
 * found late adds to what is expected) and stays at 99 until the archive is stored.
 */
export class ExportProgress {
  private expected = 0;
  private done = 0;
  private shown = 0;

  expect(count: number): void {
    this.expected += count;
  }

  advance(count: number): void {
    this.done += count;
  }

  percent(): number {
    const now = this.expected === 0 ? 0 : Math.floor((this.done * 100) / this.expected);
    this.shown = Math.max(this.shown, Math.min(99, now));
    return this.shown;
  }
}
