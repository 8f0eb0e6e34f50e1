/**
 * One goal of a benchmark, as `make bench` prints it (issue 7: each goal with its figure, MET or MISSED),
 * so a run's verdicts can be read, or grepped, in one place.
 */
export const goalLine = (goal: string, met: boolean, figure: string): string =>
  `GOAL ${goal}: ${met ? 'MET' : 'MISSED'} (${figure})`;
