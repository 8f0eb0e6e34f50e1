import { climb, forcedRung, RUNG_NAMES } from './climb.mjs';
import { installCommand } from './os-redis.mjs';

/** A rung that records that it was tried and gives what it is told to. */
function rung(name: string, gives: { url: string } | { skip: string } | Error, tried: string[]) {
  return {
    name,
    start: async () => {
      tried.push(name);
      if (gives instanceof Error) throw gives;
      return gives;
    },
  };
}

describe('the datastore ladder climbs', () => {
  it('to the first rung that gives a server, trying none above it', async () => {
    const tried: string[] = [];
    const store = await climb(
      'Postgres',
      [
        rung('env', { skip: 'DATABASE_URL is not set' }, tried),
        rung('local', { url: 'postgres://postgres@127.0.0.1:5432/postgres' }, tried),
        rung('docker', { url: 'never' }, tried),
      ],
      undefined,
    );
    expect(store).toMatchObject({ rung: 'local', url: 'postgres://postgres@127.0.0.1:5432/postgres' });
    expect(tried).toEqual(['env', 'local']);
  });

  it('past a rung that fails, and names why each gave nothing when none does', async () => {
    const tried: string[] = [];
    const climbing = climb(
      'Redis',
      [
        rung('env', { skip: 'REDIS_URL is not set' }, tried),
        rung('docker', new Error('image pull refused'), tried),
        rung('embedded', { skip: 'redis-server is not installed' }, tried),
      ],
      undefined,
    );
    await expect(climbing).rejects.toThrow(
      /Redis: no rung of the ladder gave a server\.\n {2}env: REDIS_URL is not set\n {2}docker: image pull refused\n {2}embedded: redis-server is not installed/,
    );
    expect(tried).toEqual(['env', 'docker', 'embedded']);
  });

  it('to the forced rung alone, even when one above it would answer', async () => {
    const tried: string[] = [];
    const store = await climb(
      'Postgres',
      [rung('local', { url: 'local' }, tried), rung('embedded', { url: 'embedded' }, tried)],
      'embedded',
    );
    expect(store).toMatchObject({ rung: 'embedded', url: 'embedded' });
    expect(tried).toEqual(['embedded']);
  });

  it('and stops at a forced rung that fails or does not apply, rather than falling back', async () => {
    const rungs = (tried: string[]) => [
      rung('local', { skip: 'nothing answers on 127.0.0.1:5432' }, tried),
      rung('docker', new Error('no space left'), tried),
      rung('embedded', { url: 'embedded' }, tried),
    ];
    await expect(climb('Postgres', rungs([]), 'docker')).rejects.toThrow(
      'Postgres: the forced rung "docker" failed: no space left',
    );
    await expect(climb('Postgres', rungs([]), 'local')).rejects.toThrow(
      /the forced rung \(SORSI_DATASTORE=local\) gave no server\.\n {2}local: nothing answers/,
    );
  });
});

describe('SORSI_DATASTORE', () => {
  it('climbs the whole ladder when unset or empty', () => {
    expect(forcedRung(undefined)).toBeUndefined();
    expect(forcedRung('')).toBeUndefined();
  });

  it('forces any rung by its name', () => {
    for (const name of RUNG_NAMES) expect(forcedRung(name)).toBe(name);
  });

  it('refuses a name that is no rung, listing the rungs', () => {
    expect(() => forcedRung('sqlite')).toThrow(
      'SORSI_DATASTORE=sqlite names no rung: use one of env, local, docker, embedded',
    );
  });
});

describe('Redis from the OS packages', () => {
  it('is installed by the ladder itself only as root on Debian or Ubuntu', () => {
    expect(installCommand({ platform: 'linux', root: true, debian: true })).toEqual({
      command: 'apt-get update && apt-get install -y redis-server',
      mayRun: true,
    });
  });

  it('else is the exact command to type', () => {
    expect(installCommand({ platform: 'linux', root: false, debian: true })).toEqual({
      command: 'sudo apt-get install -y redis-server',
      mayRun: false,
    });
    expect(installCommand({ platform: 'darwin', root: false, debian: false })).toEqual({
      command: 'brew install redis',
      mayRun: false,
    });
    expect(installCommand({ platform: 'linux', root: true, debian: false }).mayRun).toBe(false);
  });
});
