import type { EntityManager } from 'typeorm';

/** `tx`, printing the analysed plan of each query it reads with before answering it. */
export function explaining(tx: EntityManager, title: string): EntityManager {
  const manager = Object.create(tx) as EntityManager;
  manager.query = async (sql: string, parameters?: unknown[]) => {
    if (/^\s*(SELECT|WITH)/i.test(sql)) {
      const plan: { 'QUERY PLAN': string }[] = await tx.query(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, parameters);
      console.log(`\n### ${title}\n${plan.map((line) => line['QUERY PLAN']).join('\n')}`);
    }
    return tx.query(sql, parameters);
  };
  return manager;
}
