// The AI service's autoscaling, simulated second by second without a cluster (issue 25 §2): label reads
// arrive along a load curve, each replica works on as many at once as it has threads at a measured speed,
// and every 15 s the HorizontalPodAutoscaler KEDA drives applies its rule to the metric (waiting + in
// progress, or the wait list alone as before) — the same arithmetic a cluster does, so a test can read the
// replica count it would reach.

/** What the autoscaler sees and how it turns it into replicas (from the rendered ScaledObject). */
export interface ScalingRule {
  /** Which jobs count: waiting only (the old trigger) or waiting plus in progress. */
  metric: 'waiting' | 'waiting+active';
  /** The metric's target per replica (KEDA AverageValue). */
  targetPerReplica: number;
  minReplicas: number;
  maxReplicas: number;
  /** Scale-down stabilisation: the highest recommendation of this window wins (HPA behaviour). */
  scaleDownWindowSeconds: number;
  /** At most this share of the replicas removed per minute (1: all at once, the HPA default). */
  scaleDownPercentPerMinute: number;
}

/** One replica as measured (services/ai/bench/scaling-figures.json) and configured (its CPU limit). */
export interface Replica {
  /** Jobs it works on at once: its threads, one per CPU of its limit. */
  jobsAtOnce: number;
  /** Label reads per second one thread completes (the bench's photos per second per core). */
  readsPerSecondPerThread: number;
  /** Seconds from the autoscaler's decision to a new pod taking jobs (scheduling, start, OCR model load). */
  startSeconds: number;
}

export interface Sample {
  second: number;
  arrivalsPerSecond: number;
  waiting: number;
  active: number;
  /** Replicas taking jobs. */
  replicas: number;
}

/** The HPA's loop period and its tolerance (no change while within 10 % of the target). */
const SYNC_SECONDS = 15;
const TOLERANCE = 0.1;
const TICKS = 10;

/**
 * Runs `load` (label reads per second at each second) through `rule`; one sample per second. The metric
 * is read at each sync, as KEDA reads Redis when the HPA asks.
 */
export function simulateScaling(
  rule: ScalingRule,
  replica: Replica,
  load: (second: number) => number,
  seconds: number,
): Sample[] {
  let waiting = 0;
  let active = 0;
  let ready = rule.minReplicas;
  /** Pods started and not yet taking jobs: the second each will. */
  let starting: number[] = [];
  const recommendations: Array<{ second: number; replicas: number }> = [];
  let lastScaleDown = -Infinity;
  const samples: Sample[] = [];

  for (let second = 0; second < seconds; second++) {
    ready += starting.filter((at) => at <= second).length;
    starting = starting.filter((at) => at > second);

    if (second % SYNC_SECONDS === 0) {
      const wanted = ready + starting.length;
      const metric = rule.metric === 'waiting' ? waiting : waiting + active;
      const ratio = metric / (rule.targetPerReplica * wanted);
      const recommended = clamp(
        Math.abs(ratio - 1) <= TOLERANCE ? wanted : Math.ceil(metric / rule.targetPerReplica),
        rule,
      );
      recommendations.push({ second, replicas: recommended });
      const windowed = Math.max(
        ...recommendations.filter((r) => r.second > second - rule.scaleDownWindowSeconds).map((r) => r.replicas),
      );
      if (recommended > wanted) {
        starting.push(...Array.from({ length: recommended - wanted }, () => second + replica.startSeconds));
      } else if (windowed < wanted && second - lastScaleDown >= 60) {
        const most = Math.max(1, Math.floor((wanted * rule.scaleDownPercentPerMinute) / 100));
        const remove = Math.min(wanted - windowed, most);
        // Pods still starting go first; a ready pod that stops hands its jobs back to the queue (drain).
        const unstarted = Math.min(remove, starting.length);
        starting = starting.slice(0, starting.length - unstarted);
        ready -= remove - unstarted;
        lastScaleDown = second;
      }
    }

    const arrivals = load(second);
    const slots = ready * replica.jobsAtOnce;
    if (active > slots) {
      waiting += active - slots;
      active = slots;
    }
    // Tenths of a second: jobs arrive, free threads take them, threads finish at their measured speed.
    for (let tick = 0; tick < TICKS; tick++) {
      waiting += arrivals / TICKS;
      const taken = Math.min(waiting, slots - active);
      waiting -= taken;
      active += taken - (active * replica.readsPerSecondPerThread) / TICKS;
    }
    samples.push({ second, arrivalsPerSecond: arrivals, waiting, active, replicas: ready });
  }
  return samples;
}

function clamp(replicas: number, rule: ScalingRule): number {
  return Math.min(rule.maxReplicas, Math.max(rule.minReplicas, replicas));
}

/** Replicas that just keep up with `arrivalsPerSecond` (each thread busy all the time). */
export function replicasToKeepUp(arrivalsPerSecond: number, replica: Replica): number {
  return Math.ceil(arrivalsPerSecond / (replica.jobsAtOnce * replica.readsPerSecondPerThread));
}

/**
 * A working day in label reads per second: quiet, a rise over 20 minutes to `peak`, an hour at the peak,
 * a fall over 20 minutes, quiet again (3 hours in all).
 */
export function dayOfLabelReads(
  quiet: number,
  peak: number,
): { load: (second: number) => number; seconds: number; peakFrom: number; peakTo: number } {
  const rise = 30 * 60;
  const peakFrom = rise + 20 * 60;
  const peakTo = peakFrom + 60 * 60;
  const fallen = peakTo + 20 * 60;
  const load = (second: number) => {
    if (second < rise || second >= fallen) return quiet;
    if (second < peakFrom) return quiet + ((peak - quiet) * (second - rise)) / (peakFrom - rise);
    if (second < peakTo) return peak;
    return peak - ((peak - quiet) * (second - peakTo)) / (fallen - peakTo);
  };
  return { load, seconds: fallen + 60 * 60, peakFrom, peakTo };
}
