import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';
import {
  dayOfLabelReads,
  type Replica,
  replicasToKeepUp,
  type Sample,
  type ScalingRule,
  simulateScaling,
} from '../k8s/ai-scaling-simulation';

// Issue 25 §2: the production overlay's ScaledObject, fed a replica's measured throughput and a day's load,
// keeps enough replicas for a steady peak (it does not drift to the minimum once the queue is absorbed),
// and follows the load up and back down. The wait-list-only rule it replaced, in the same simulation, does
// drift to the minimum and lets the queue back up.
const root = path.resolve(__dirname, '../..');
const objects = parseAllDocuments(
  execFileSync('kubectl', ['kustomize', path.join(root, 'infra/k8s/overlays/production')], { encoding: 'utf8' }),
).map((document) => document.toJS());
const scaler = objects.find((o) => o.kind === 'ScaledObject').spec;
const aiPod = objects.find((o) => o.kind === 'Deployment' && o.metadata.name === 'sorsi-ai').spec.template.spec;
const figures = JSON.parse(readFileSync(path.join(root, 'services/ai/bench/scaling-figures.json'), 'utf8'));

const replica: Replica = {
  // One thread, and one job, per CPU of its limit (cpuBudget, rpcConcurrencyOf).
  jobsAtOnce: Math.ceil(Number(aiPod.containers[0].resources.limits.cpu)),
  readsPerSecondPerThread: figures.photosPerSecondPerCore,
  // Scheduling on a node with room, Node's start and the first photo's OCR model load (an assumption).
  startSeconds: 30,
};
const scaleDown = scaler.advanced.horizontalPodAutoscalerConfig.behavior.scaleDown;
const rendered: ScalingRule = {
  metric: scaler.advanced.scalingModifiers.formula === 'wait + active' ? 'waiting+active' : 'waiting',
  targetPerReplica: Number(scaler.advanced.scalingModifiers.target),
  minReplicas: scaler.minReplicaCount,
  maxReplicas: scaler.maxReplicaCount,
  scaleDownWindowSeconds: scaleDown.stabilizationWindowSeconds,
  scaleDownPercentPerMinute: scaleDown.policies[0].value,
};
/** Before issue 25: the wait list alone, 4 per replica, the HPA's default scale-down. */
const waitListOnly: ScalingRule = {
  ...rendered,
  metric: 'waiting',
  targetPerReplica: 4,
  scaleDownPercentPerMinute: 100,
};

const PEAK = 8; // label reads per second at the busiest hour
const day = dayOfLabelReads(0.3, PEAK);
/** The steady hour at the peak, once the first scale-up has settled (10 minutes in). */
const steadyPeak = (samples: Sample[]) => samples.slice(day.peakFrom + 10 * 60, day.peakTo);
const most = (samples: Sample[], of: (s: Sample) => number) => Math.max(...samples.map(of));
const fewest = (samples: Sample[], of: (s: Sample) => number) => Math.min(...samples.map(of));

describe('the AI service’s autoscaling over a day of label reads (simulated)', () => {
  const samples = simulateScaling(rendered, replica, day.load, day.seconds);

  it('scales on waiting plus in-progress work, from the rendered ScaledObject', () => {
    expect(rendered).toMatchObject({ metric: 'waiting+active', minReplicas: 2, maxReplicas: 20 });
    expect(replica).toMatchObject({ jobsAtOnce: 2, readsPerSecondPerThread: 0.62 });
  });

  it('holds enough replicas through the steady peak, never drifting to the minimum, and nothing waits', () => {
    const peak = steadyPeak(samples);
    expect(fewest(peak, (s) => s.replicas)).toBeGreaterThanOrEqual(replicasToKeepUp(PEAK, replica));
    expect(fewest(peak, (s) => s.replicas)).toBeGreaterThan(rendered.minReplicas);
    // Not one label read in a hundred waits for a thread (waiting jobs at any second vs one second's arrivals).
    expect(most(peak, (s) => s.waiting)).toBeLessThan(PEAK / 100);
  });

  it('stays steady at the peak: one replica count for the whole hour', () => {
    const counts = new Set(steadyPeak(samples).map((s) => s.replicas));
    expect(counts.size).toBe(1);
  });

  it('follows the load up, then back down to the minimum when it is quiet again', () => {
    expect(samples[day.peakFrom - 20 * 60]!.replicas).toBe(rendered.minReplicas);
    expect(most(samples, (s) => s.replicas)).toBeLessThan(rendered.maxReplicas);
    expect(samples.at(-1)!.replicas).toBe(rendered.minReplicas);
  });

  it('where the wait list alone drops to the minimum under the steady peak, and the queue backs up', () => {
    const peak = steadyPeak(simulateScaling(waitListOnly, replica, day.load, day.seconds));
    expect(fewest(peak, (s) => s.replicas)).toBe(rendered.minReplicas);
    expect(most(peak, (s) => s.waiting)).toBeGreaterThan(20 * PEAK); // over 20 s of arrivals waiting
  });
});
