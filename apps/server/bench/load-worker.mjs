// The load generator of bench/catalogue.ts, in a worker thread of the same process so that it does
// not take turns with the server on one event loop. Jobs arrive as messages:
//   { kind: 'peak', url, method, body | bodies, headers, connections, seconds }
//     (`bodies`: several request bodies, sent in turn)
//     closed loop: `connections` keep-alive connections, each sending its next request as soon as
//     the previous answer arrived → { rps, p50, p99 }
//   { kind: 'paced', url, method, body, headers, connections, seconds, rate }
//     open loop: one request every 1000/rate ms, latency measured from the scheduled start
//     (no coordinated omission) → { rps, p50, p99, lagP99 } — lagP99: how late this generator
//     itself sent (p99 of send time − scheduled time), so a tail can be told from its own delays
import http from 'node:http';
import { parentPort } from 'node:worker_threads';

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function peak(job) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: job.connections });
  const url = new URL(job.url);
  const latencies = [];
  const start = performance.now();
  const end = start + job.seconds * 1000;
  const loop = async () => {
    while (performance.now() < end) {
      const t = performance.now();
      await send(agent, url, job);
      latencies.push(performance.now() - t);
    }
  };
  await Promise.all(Array.from({ length: job.connections }, loop));
  const elapsed = (performance.now() - start) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    rps: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  };
}

let sent = 0;

/** `job.bodies` (several request bodies, sent in turn) or `job.body`. */
function bodyOf(job) {
  return job.bodies ? job.bodies[sent++ % job.bodies.length] : job.body;
}

function send(agent, url, job) {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: job.method, headers: job.headers, agent }, (res) => {
      res.resume();
      res.on('end', () =>
        res.statusCode === 200 ? resolve() : reject(new Error(`HTTP ${res.statusCode}`)),
      );
    });
    req.on('error', reject);
    const body = bodyOf(job);
    if (body) req.write(body);
    req.end();
  });
}

async function paced(job) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: job.connections });
  const url = new URL(job.url);
  const interval = 1000 / job.rate;
  const total = Math.round(job.rate * job.seconds);
  const latencies = [];
  const lags = [];
  const pending = [];
  const start = performance.now();
  for (let i = 0; i < total; i++) {
    const scheduled = start + i * interval;
    const wait = scheduled - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    lags.push(performance.now() - scheduled);
    pending.push(send(agent, url, job).then(() => latencies.push(performance.now() - scheduled)));
  }
  await Promise.all(pending);
  const elapsed = (performance.now() - start) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  lags.sort((a, b) => a - b);
  return {
    rps: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    lagP99: percentile(lags, 99),
  };
}

parentPort.on('message', async (job) => {
  try {
    parentPort.postMessage({
      ok: true,
      result: job.kind === 'peak' ? await peak(job) : await paced(job),
    });
  } catch (error) {
    parentPort.postMessage({ ok: false, error: String(error?.message ?? error) });
  }
});
