import { readdirSync, readFileSync } from 'node:fs';
import { Redis } from 'ioredis';

/** Linux clock ticks per second (USER_HZ), the unit of /proc/<pid>/stat times. */
const TICKS_PER_SECOND = 100;

/** CPU seconds a process has used so far (user + system), from /proc; Linux only. */
export function processCpuSeconds(pid: number): number {
  // Fields after the command name (which may contain spaces) start at the closing parenthesis.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

/** CPU seconds the Redis server has used so far (INFO cpu), wherever it runs. */
export async function redisCpuSeconds(redis: Redis): Promise<number> {
  const info = await redis.info('cpu');
  const value = (name: string) => Number(new RegExp(`^${name}:([\\d.]+)`, 'm').exec(info)?.[1] ?? 0);
  return value('used_cpu_user') + value('used_cpu_sys');
}

/** CPU seconds used so far by every Postgres process of this machine (the server and its backends), from /proc. */
export function postgresCpuSeconds(): number {
  let seconds = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres')
        seconds += processCpuSeconds(Number(entry));
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return seconds;
}
