// Preloaded (--require, through NODE_OPTIONS) into a process a bench wants profiled: samples its CPU from
// start-up and writes a .cpuprofile into PROFILE_DIR when the process is asked to stop. Used where the
// process ends by a signal its framework re-raises, which Node's own --cpu-prof never sees as an exit.
import { mkdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import path from 'node:path';

const session = new Session();
session.connect();
session.post('Profiler.enable');
session.post('Profiler.start');

const writeProfile = () =>
  // The main thread's own session answers synchronously: the file is written before the signal's other listeners run.
  session.post('Profiler.stop', (error, result) => {
    if (error) return;
    const dir = process.env.PROFILE_DIR ?? '.';
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      path.join(dir, `${process.env.PROFILE_NAME ?? 'node'}-${process.pid}.cpuprofile`),
      JSON.stringify(result.profile),
    );
  });
process.prependOnceListener('SIGTERM', writeProfile);
process.prependOnceListener('SIGINT', writeProfile);
