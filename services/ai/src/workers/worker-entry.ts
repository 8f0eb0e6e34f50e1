import path from 'node:path';

/**
 * Where a worker thread's entry module is and how to start it. Built code runs `<name>.js` as is; when
 * the service runs from TypeScript sources (jest, the bench) the thread loads `<name>.ts` through tsx's
 * require hook, because a worker thread does not inherit the parent's transpiler.
 */
export function workerEntry(name: string): { filename: string; execArgv: string[] } {
  const fromSources = path.extname(__filename) === '.ts';
  return {
    filename: path.join(__dirname, `${name}${fromSources ? '.ts' : '.js'}`),
    execArgv: fromSources ? ['--require', 'tsx/cjs'] : [],
  };
}
