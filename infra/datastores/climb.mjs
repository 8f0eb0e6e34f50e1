// The ladder's decision rule, apart from what each rung starts (infra/datastores/ladder.mjs), so it can be
// tested on its own: rungs are tried in order and the first that gives a URL wins; a forced rung is the
// only one tried; when none gives one, the error names every rung and why it gave nothing.

/** The rungs, in the order they are tried. */
export const RUNG_NAMES = ['env', 'local', 'docker', 'embedded'];

/** `SORSI_DATASTORE`, read: undefined (climb the ladder) or one rung's name; anything else is refused. */
export function forcedRung(value) {
  if (value === undefined || value === '') return undefined;
  if (!RUNG_NAMES.includes(value)) {
    throw new Error(`SORSI_DATASTORE=${value} names no rung: use one of ${RUNG_NAMES.join(', ')}, or leave it unset`);
  }
  return value;
}

/**
 * Climbs the rungs of one store (`what`: "Postgres" or "Redis"). Each rung is `{ name, start }`, where
 * `start()` resolves to `{ url, detail?, stop? }` when the rung gives the store, or to `{ skip: reason }`
 * when it does not apply here; a throw is a rung that applied and failed, and ends the climb only when forced.
 */
export async function climb(what, rungs, forced) {
  const tried = forced ? rungs.filter((rung) => rung.name === forced) : rungs;
  const reasons = [];
  for (const rung of tried) {
    let result;
    try {
      result = await rung.start();
    } catch (error) {
      if (forced) throw new Error(`${what}: the forced rung "${rung.name}" failed: ${error.message}`);
      reasons.push(`${rung.name}: ${error.message}`);
      continue;
    }
    if (result.skip === undefined) return { rung: rung.name, ...result };
    reasons.push(`${rung.name}: ${result.skip}`);
  }
  const outcome = forced
    ? `the forced rung (SORSI_DATASTORE=${forced}) gave no server`
    : 'no rung of the ladder gave a server';
  throw new Error(`${what}: ${outcome}.\n  ${reasons.join('\n  ')}`);
}
