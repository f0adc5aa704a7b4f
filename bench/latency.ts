import { performance } from "node:perf_hooks";

export type LatencyResult = {
  name: string;
  requests: number;
  errors: number;
  seconds: number;
  rps: number;
  p50Ms: number;
  p99Ms: number;
};

export type LatencyOptions = {
  name: string;
  url: string;
  headers?: Record<string, string>;
  concurrency?: number;
  durationMs?: number;
  warmupMs?: number;
};

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] as number;
}

async function loop(url: string, headers: Record<string, string>, until: number, samples: number[] | null) {
  let errors = 0;
  while (performance.now() < until) {
    const start = performance.now();
    try {
      const res = await fetch(url, { headers, signal: AbortSignal.timeout(10_000) });
      await res.arrayBuffer();
      if (!res.ok) errors++;
    } catch {
      errors++;
    }
    samples?.push(performance.now() - start);
  }
  return errors;
}

/** N concurrent keep-alive loops of GET for a fixed time (after a short warm-up); only 127.0.0.1 targets. */
export async function measure(options: LatencyOptions): Promise<LatencyResult> {
  const { hostname } = new URL(options.url);
  if (hostname !== "127.0.0.1") throw new Error(`benchmark traffic goes only to 127.0.0.1, not ${hostname}`);
  const concurrency = options.concurrency ?? 10;
  const headers = options.headers ?? {};
  const warmupEnd = performance.now() + (options.warmupMs ?? 1000);
  await Promise.all(Array.from({ length: concurrency }, () => loop(options.url, headers, warmupEnd, null)));

  const samples: number[] = [];
  const started = performance.now();
  const end = started + (options.durationMs ?? 5000);
  const errors = await Promise.all(Array.from({ length: concurrency }, () => loop(options.url, headers, end, samples)));
  const seconds = (performance.now() - started) / 1000;
  samples.sort((a, b) => a - b);
  return {
    name: options.name,
    requests: samples.length,
    errors: errors.reduce((a, b) => a + b, 0),
    seconds,
    rps: samples.length / seconds,
    p50Ms: percentile(samples, 50),
    p99Ms: percentile(samples, 99),
  };
}
