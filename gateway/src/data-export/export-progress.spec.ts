import { ExportProgress } from './export-progress';

describe('ExportProgress', () => {
  it('is the share of expected items done, in whole percent', () => {
    const progress = new ExportProgress();
    expect(progress.percent()).toBe(0);
    progress.expect(200);
    progress.advance(1);
    expect(progress.percent()).toBe(0);
    progress.advance(100);
    expect(progress.percent()).toBe(50);
  });

  it('never goes back when more is found to do, and waits at 99 until the archive is stored', () => {
    const progress = new ExportProgress();
    progress.expect(10);
    progress.advance(8);
    expect(progress.percent()).toBe(80);
    progress.expect(10); // photos found in what was read
    expect(progress.percent()).toBe(80);
    progress.advance(11);
    expect(progress.percent()).toBe(95);
    progress.advance(1);
    expect(progress.percent()).toBe(99);
  });

  it('says 0 for an account with nothing yet counted', () => {
    const progress = new ExportProgress();
    progress.advance(0);
    expect(progress.percent()).toBe(0);
  });
});
