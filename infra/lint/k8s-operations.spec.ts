import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Redis } from 'ioredis';
import { parseAllDocuments } from 'yaml';
import { resolveConcurrency } from '../../services/ai/src/workers/concurrency';

// Issue 25: the production overlay, read as an operator scaling the AI service alone would. Points 1-4
// and 7 (and the trace resource of point 6) on the rendered objects, as `kubectl apply -k` would send them.
const root = path.resolve(__dirname, '../..');

interface K8sObject {
  kind: string;
  metadata: { name: string; labels?: Record<string, string> };
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  spec: any;
  data?: Record<string, string>;
}
interface EnvVar {
  name: string;
  value?: string;
  valueFrom?: { resourceFieldRef?: { containerName: string; resource: string }; fieldRef?: { fieldPath: string } };
}

const objects: K8sObject[] = parseAllDocuments(
  execFileSync('kubectl', ['kustomize', path.join(root, 'infra/k8s/overlays/production')], { encoding: 'utf8' }),
).map((document) => document.toJS() as K8sObject);
const ofKind = (kind: string) => objects.filter((o) => o.kind === kind);
const named = (kind: string, name: string) => ofKind(kind).find((o) => o.metadata.name === name)!;
const deployments = ofKind('Deployment');
const prefix = named('ConfigMap', 'sorsi-config').data!.QUEUE_PREFIX;
const ai = named('Deployment', 'sorsi-ai');
const aiContainer = ai.spec.template.spec.containers[0];
const envOf = (container: { env: EnvVar[] }, name: string) => container.env.find((e) => e.name === name);

/** The rules infra/redis/redis-acl.mjs gives KEDA's user (an ES module, so asked of a child node). */
function kedaRule(password: string): string[] {
  const module = pathToFileURL(path.join(root, 'infra/redis/redis-acl.mjs')).href;
  const script = `import { kedaRule } from '${module}'; console.log(JSON.stringify(kedaRule('${prefix}', '${password}')));`;
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }));
}

describe('§1 the AI service follows its pod’s CPU limit', () => {
  it('passes its container’s CPU limit through the Downward API as CPU_LIMIT', () => {
    expect(envOf(aiContainer, 'CPU_LIMIT')?.valueFrom?.resourceFieldRef).toMatchObject({
      containerName: aiContainer.name,
      resource: 'limits.cpu',
    });
  });

  it('so runs, and takes jobs for, no more threads than the limit’s CPUs', () => {
    // The Downward API gives the limit in whole CPUs, rounded up (divisor 1).
    const limit = String(Math.ceil(Number(aiContainer.resources.limits.cpu)));
    expect(resolveConcurrency(undefined, { CPU_LIMIT: limit })).toBeLessThanOrEqual(Number(limit));
    expect(envOf(aiContainer, 'AI_RPC_CONCURRENCY')).toBeUndefined(); // one job per thread (ai-env)
  });
});

describe('§2 KEDA scales the AI service on its work per replica, waiting and in progress', () => {
  const scaler = named('ScaledObject', 'sorsi-queue-ai');

  it('adds the wait and active lists of rpc.ai and divides by the replicas', () => {
    expect(scaler.spec.scaleTargetRef.name).toBe('sorsi-ai');
    const lists = Object.fromEntries(
      scaler.spec.triggers.map((t: { type: string; name: string; metadata: { listName: string } }) => [
        t.name,
        `${t.type} ${t.metadata.listName}`,
      ]),
    );
    expect(lists).toEqual({ wait: `redis ${prefix}:rpc.ai:wait`, active: `redis ${prefix}:rpc.ai:active` });
    expect(scaler.spec.advanced.scalingModifiers).toMatchObject({
      formula: 'wait + active',
      metricType: 'AverageValue',
    });
  });

  it('aims below the jobs one replica takes, so a busy replica calls for the next', () => {
    const perReplica = Math.ceil(Number(aiContainer.resources.limits.cpu)); // on a node with more cores
    expect(perReplica).toBeGreaterThan(1);
    const target = Number(scaler.spec.advanced.scalingModifiers.target);
    expect(target).toBeGreaterThan(0);
    expect(target).toBeLessThan(perReplica);
  });
});

describe('§3 KEDA signs in to Redis as its own read-only user', () => {
  it('names the user in the TriggerAuthentication the triggers use', () => {
    const auth = named('TriggerAuthentication', 'sorsi-redis-ai');
    const parameters = auth.spec.secretTargetRef.map((ref: { parameter: string }) => ref.parameter);
    expect(parameters).toEqual(expect.arrayContaining(['address', 'username', 'password']));
    for (const trigger of named('ScaledObject', 'sorsi-queue-ai').spec.triggers)
      expect(trigger.authenticationRef.name).toBe('sorsi-redis-ai');
  });

  it('the keda user of redis-acl.mjs may read exactly the lists the triggers read', () => {
    const rule = kedaRule('secret');
    expect(rule.slice(0, 4)).toEqual(['keda', 'reset', 'on', '>secret']);
    const lists = named('ScaledObject', 'sorsi-queue-ai').spec.triggers.map(
      (t: { metadata: { listName: string } }) => `%R~${t.metadata.listName}`,
    );
    expect(rule.filter((r) => r.includes('~')).sort()).toEqual(lists.sort());
    expect(rule.filter((r) => r.startsWith('+')).sort()).toEqual(['+hello', '+llen', '+ping', '+type']);
  });

  describe('on a real Redis', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sorsi-keda-redis-'));
    const socket = path.join(dir, 'redis.sock');
    let server: ChildProcess;
    let admin: Redis;
    let keda: Redis;
    const wait = `${prefix}:rpc.ai:wait`;

    beforeAll(async () => {
      server = spawn('redis-server', ['--port', '0', '--unixsocket', socket, '--save', ''], { stdio: 'ignore' });
      // ioredis retries until the socket answers: the first reply is the sentinel that Redis runs.
      admin = new Redis({ path: socket });
      await admin.call('ACL', 'SETUSER', ...kedaRule('keda-secret'));
      await admin.rpush(wait, 'job-1', 'job-2');
      await admin.set(`${prefix}:sess:someone`, 'a session');
      // KEDA sends no INFO (ioredis' ready check would).
      keda = new Redis({ path: socket, username: 'keda', password: 'keda-secret', enableReadyCheck: false });
    });

    afterAll(async () => {
      keda?.disconnect();
      admin?.disconnect();
      server?.kill();
      rmSync(dir, { recursive: true, force: true });
    });

    it('measures the AI queue’s lists as KEDA does (TYPE, then LLEN)', async () => {
      expect(await keda.type(wait)).toBe('list');
      expect(await keda.llen(wait)).toBe(2);
      expect(await keda.llen(`${prefix}:rpc.ai:active`)).toBe(0);
    });

    it.each([
      ['reading the jobs', (r: Redis) => r.lrange(wait, 0, -1)],
      ['changing the queue', (r: Redis) => r.lpush(wait, 'forged')],
      ['reading a session', (r: Redis) => r.get(`${prefix}:sess:someone`)],
      ['measuring another queue', (r: Redis) => r.llen(`${prefix}:rpc.auth:wait`)],
      ['flushing Redis', (r: Redis) => r.flushall()],
    ])('is refused %s', async (_what, command) => {
      await expect(command(keda)).rejects.toThrow(/NOPERM/);
    });
  });
});

describe('§4 autoscalers own their counts and drains never block', () => {
  it('sets no replicas on a Deployment an autoscaler scales', () => {
    const scaled = [
      ...ofKind('HorizontalPodAutoscaler').map((h) => h.spec.scaleTargetRef.name),
      ...ofKind('ScaledObject').map((s) => s.spec.scaleTargetRef.name),
    ];
    expect(scaled.sort()).toEqual(['sorsi-ai', 'sorsi-gateway']);
    for (const name of scaled) expect(named('Deployment', name).spec).not.toHaveProperty('replicas');
  });

  it('lets one pod of each Deployment go at a time (maxUnavailable: 1, no minAvailable)', () => {
    const budgets = ofKind('PodDisruptionBudget');
    expect(budgets).toHaveLength(deployments.length);
    for (const budget of budgets) {
      expect(budget.spec.maxUnavailable).toBe(1);
      expect(budget.spec).not.toHaveProperty('minAvailable');
    }
  });
});

describe('§7 every pod passes Pod Security "restricted"', () => {
  it.each(deployments.map((d) => [d.metadata.name, d] as const))('%s', (_name, deployment) => {
    const pod = deployment.spec.template.spec;
    expect(pod.securityContext).toMatchObject({ runAsNonRoot: true, seccompProfile: { type: 'RuntimeDefault' } });
    const tmpVolumes = new Set(
      pod.volumes.filter((v: { emptyDir?: object }) => v.emptyDir).map((v: { name: string }) => v.name),
    );
    for (const container of pod.containers) {
      expect(container.securityContext).toEqual({
        allowPrivilegeEscalation: false,
        readOnlyRootFilesystem: true,
        capabilities: { drop: ['ALL'] },
      });
      // The one path a process writes to (a read-only image otherwise) is a volume of the pod.
      const tmp = container.volumeMounts.find((m: { mountPath: string }) => m.mountPath === '/tmp');
      expect(tmpVolumes.has(tmp?.name)).toBe(true);
    }
  });

  it('labels each Deployment and its pods with the release its image runs', () => {
    for (const deployment of deployments) {
      const tag = deployment.spec.template.spec.containers[0].image.split(':').pop();
      expect(deployment.metadata.labels?.['app.kubernetes.io/version']).toBe(tag);
      expect(deployment.spec.template.metadata.labels['app.kubernetes.io/version']).toBe(tag);
    }
  });
});

describe('§5-6 metrics are scraped and traces name their pod and release', () => {
  it('has a PodMonitor for every process’s metrics port', () => {
    const [monitor] = ofKind('PodMonitor');
    expect(monitor!.spec.selector.matchLabels).toEqual({ 'app.kubernetes.io/part-of': 'sorsi' });
    const ports = monitor!.spec.podMetricsEndpoints.map((e: { port: string }) => e.port);
    for (const deployment of deployments) {
      const own = deployment.spec.template.spec.containers[0].ports.map((p: { name: string }) => p.name);
      expect(own.some((port: string) => ports.includes(port))).toBe(true);
    }
  });

  it('explains every alert, and the AI service’s metrics, in the runbook (docs/operations.md)', () => {
    const runbook = readFileSync(path.join(root, 'docs/operations.md'), 'utf8').split('## Runbook')[1]!;
    const rules = ofKind('PrometheusRule').flatMap((rule) =>
      rule.spec.groups.flatMap((g: { rules: object[] }) => g.rules),
    );
    expect(rules.length).toBeGreaterThan(3);
    for (const { alert } of rules as Array<{ alert: string }>) expect(runbook).toContain(`**${alert}**`);
    for (const metric of ['sorsi_ai_read_duration_seconds', 'sorsi_ai_pool_busy_threads', 'sorsi_ai_pool_queued_jobs'])
      expect(runbook).toContain(metric);
  });

  it.each(deployments.map((d) => [d.metadata.name, d] as const))(
    '%s sets OTEL_RESOURCE_ATTRIBUTES from its pod, after the variables it uses',
    (_name, deployment) => {
      const container = deployment.spec.template.spec.containers[0];
      const names = container.env.map((e: EnvVar) => e.name);
      const attributes = envOf(container, 'OTEL_RESOURCE_ATTRIBUTES')!.value!;
      expect(attributes).toContain('k8s.pod.name=$(POD_NAME)');
      expect(attributes).toContain('service.version=$(SORSI_VERSION)');
      expect(envOf(container, 'POD_NAME')?.valueFrom?.fieldRef?.fieldPath).toBe('metadata.name');
      expect(names.indexOf('POD_NAME')).toBeLessThan(names.indexOf('OTEL_RESOURCE_ATTRIBUTES'));
      expect(names.indexOf('SORSI_VERSION')).toBeLessThan(names.indexOf('OTEL_RESOURCE_ATTRIBUTES'));
    },
  );
});
