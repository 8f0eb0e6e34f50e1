// The Docker rung: throw-away containers through testcontainers, one Postgres and one Redis per run
// (the caller starts them once and shares the URLs), reaped by testcontainers when the run's process ends.
// Tested only where a Docker engine runs (none on the development machines of this project).

/** Postgres at the major of the machines, compose and the embedded rung. */
export const POSTGRES_IMAGE = 'postgres:15-alpine';
export const REDIS_IMAGE = 'redis:7-alpine';

/** True when testcontainers finds no engine, so the ladder moves on instead of failing. */
const noEngine = (error) => /container runtime strategy|docker\.sock|ECONNREFUSED|ENOENT/i.test(error.message);

async function startContainer(start) {
  try {
    const container = await start();
    return { container, stop: async () => void (await container.stop()) };
  } catch (error) {
    if (noEngine(error)) return { skip: 'no Docker engine answers' };
    throw error;
  }
}

export async function startDockerPostgres() {
  const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
  const started = await startContainer(() =>
    new PostgreSqlContainer(POSTGRES_IMAGE).withUsername('postgres').withDatabase('postgres').start(),
  );
  if (started.skip) return started;
  return { url: started.container.getConnectionUri(), detail: POSTGRES_IMAGE, stop: started.stop };
}

export async function startDockerRedis() {
  const { RedisContainer } = await import('@testcontainers/redis');
  const started = await startContainer(() => new RedisContainer(REDIS_IMAGE).start());
  if (started.skip) return started;
  return { url: started.container.getConnectionUrl(), detail: REDIS_IMAGE, stop: started.stop };
}
