// Figure: publish-to-receipt latency of balance events over graphql-ws with N concurrent
// authenticated subscriptions on one server process (production build, PGlite), and the server's
// memory per socket.
//
//   npm run bench:realtime              N = 10,000 sockets over 100 players
//   BENCH_SOCKETS=2000 BENCH_USERS=50 BENCH_EVENTS=200 npm run bench:realtime
//
// Each event is a demo top-up (POST /api/payment/fun-top-up) of one player, whose
// `userBalanceUpdated` subscriptions (BENCH_SOCKETS / BENCH_USERS sockets) all receive it; the
// latency of a delivery is receipt − the moment the top-up request was sent (ledger transaction,
// commit, publish, fan-out and the websocket write included).
import { execFileSync } from 'node:child_process';
import net from 'node:net';
import WebSocket from 'ws';
import { startBenchServer } from './lib.mjs';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 10_000);
const USERS = Number(process.env.BENCH_USERS ?? 100);
const EVENTS = Number(process.env.BENCH_EVENTS ?? 300);
const OPEN_CONCURRENCY = 200;

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** RSS (KiB) of a process and all its descendants. */
function treeRssKb(rootPid) {
  const rows = execFileSync('ps', ['-e', '-o', 'pid=,ppid=,rss='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number));
  const children = new Map();
  for (const [pid, ppid] of rows) children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  const rss = new Map(rows.map(([pid, , kb]) => [pid, kb]));
  let total = 0;
  const stack = [rootPid];
  while (stack.length) {
    const pid = stack.pop();
    total += rss.get(pid) ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

/** A port nobody listens on (the bench must never talk to another engineer's server). */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function register(url, i) {
  const query = `mutation UserRegisterByEmail($input: UserRegisterByEmailInput!) {
    userRegisterByEmail(input: $input) { __typename ... on RegisterSuccess { token } } }`;
  const res = await fetch(`${url}/graphql?op=UserRegisterByEmail`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      operationName: 'UserRegisterByEmail',
      query,
      variables: {
        input: {
          email: `bench-rt-${process.pid}-${i}@example.com`,
          password: 'Secret#2024',
          currency: { fiat: 'USD' },
          onboarding: { country: 'US' },
          language: 'en',
          tz: 'UTC',
        },
      },
    }),
  });
  const body = await res.json();
  const token = body.data?.userRegisterByEmail?.token;
  if (!token) throw new Error(`registration failed: ${JSON.stringify(body)}`);
  return token;
}

/** One graphql-transport-ws socket with a userBalanceUpdated subscription; resolves when subscribed. */
function openSocket(wsUrl, token, onEvent) {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${wsUrl}?token=${token}`, 'graphql-transport-ws');
    let acknowledged = false;
    socket.once('error', reject);
    // e.g. 4408: the server's connection_init timeout, when the machine is too busy to answer.
    socket.once('close', (code) => {
      if (!acknowledged) reject(new Error(`socket closed before ack: ${code}`));
    });
    socket.on('open', () => socket.send(JSON.stringify({ type: 'connection_init' })));
    socket.on('message', (raw) => {
      const message = JSON.parse(raw.toString());
      if (message.type === 'connection_ack') {
        acknowledged = true;
        socket.send(
          JSON.stringify({
            id: '1',
            type: 'subscribe',
            payload: {
              operationName: 'UserBalanceUpdated',
              query:
                'subscription UserBalanceUpdated { userBalanceUpdated { source amount currency } }',
            },
          }),
        );
        resolve(socket);
      } else if (message.type === 'next') {
        onEvent(message.payload);
      } else if (message.type === 'error') {
        reject(new Error(JSON.stringify(message.payload)));
      }
    });
  });
}

const server = await startBenchServer({
  port: Number(process.env.BENCH_PORT ?? (await freePort())),
  games: 200,
  // every player, socket and top-up comes from one address: the per-IP request limits
  // (registrations 10 an hour, websockets 30 a minute) would refuse the bench's own set-up
  env: { FUN_TOP_UP: '1', RATE_LIMIT_MULTIPLIER: '100000' },
});
const wsUrl = `${server.url.replace('http', 'ws')}/graphql/subscriptions`;
const sockets = [];
try {
  const tokens = [];
  for (let i = 0; i < USERS; i++) tokens.push(await register(server.url, i));

  // Per player: when its current event was sent, and how many of its sockets got it.
  const sentAt = new Array(USERS).fill(0);
  // ...and when the first and the last of its sockets got it (the fan-out's spread)
  const firstAt = new Array(USERS).fill(0);
  const lastAt = new Array(USERS).fill(0);
  const latencies = [];
  let received = 0;

  const baselineKb = treeRssKb(server.pid);
  const openStarted = performance.now();
  for (let i = 0; i < SOCKETS; i += OPEN_CONCURRENCY) {
    const batch = [];
    for (let j = i; j < Math.min(SOCKETS, i + OPEN_CONCURRENCY); j++) {
      const user = j % USERS;
      const onEvent = () => {
        received += 1;
        const at = performance.now();
        latencies.push(at - sentAt[user]);
        firstAt[user] ||= at;
        lastAt[user] = at;
      };
      batch.push(
        openSocket(wsUrl, tokens[user], onEvent).catch(() =>
          openSocket(wsUrl, tokens[user], onEvent),
        ),
      );
    }
    sockets.push(...(await Promise.all(batch)));
  }
  const openSeconds = (performance.now() - openStarted) / 1000;
  console.log(`realtime: ${SOCKETS} sockets open after ${openSeconds.toFixed(1)} s`);
  // Let the last subscriptions register and the heap settle before measuring memory.
  await new Promise((r) => setTimeout(r, 3000));
  const loadedKb = treeRssKb(server.pid);

  // Warm-up events (not measured), then the measured ones, one player at a time.
  // A kept-alive connection the server closed while the sockets were opening fails once
  // (ECONNRESET): the top-up is idempotent per requestId, so it is simply sent again.
  const topUp = async (user, n) => {
    for (let attempt = 1; ; attempt++) {
      try {
        const res = await fetch(`${server.url}/api/payment/fun-top-up`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[user]}` },
          body: JSON.stringify({ requestId: `bench-${n}`, amount: 1 }),
        });
        return await res.text();
      } catch (error) {
        if (attempt >= 3) throw error;
      }
    }
  };
  const perUser = SOCKETS / USERS;
  for (let n = 0; n < 20; n++) {
    const user = n % USERS;
    sentAt[user] = performance.now();
    await topUp(user, `warm-${n}`);
  }
  await new Promise((r) => setTimeout(r, 1000));
  latencies.length = 0;
  received = 0;
  const requestMs = [];
  const spreadMs = [];
  for (let n = 0; n < EVENTS; n++) {
    const user = n % USERS;
    const target = received + perUser;
    firstAt[user] = 0;
    sentAt[user] = performance.now();
    await topUp(user, n);
    requestMs.push(performance.now() - sentAt[user]);
    const deadline = Date.now() + 5000;
    while (received < target && Date.now() < deadline) await new Promise((r) => setImmediate(r));
    if (firstAt[user]) spreadMs.push(lastAt[user] - firstAt[user]);
  }
  await new Promise((r) => setTimeout(r, 500));

  const sorted = [...latencies].sort((a, b) => a - b);
  const expected = EVENTS * perUser;
  const perSocketKb = (loadedKb - baselineKb) / SOCKETS;
  const requestSorted = requestMs.sort((a, b) => a - b);
  const spreadSorted = spreadMs.sort((a, b) => a - b);
  console.log(
    `realtime: ${SOCKETS} sockets (${USERS} players × ${perUser}) opened in ${openSeconds.toFixed(1)} s; ` +
      `${EVENTS} balance events → ${received}/${expected} deliveries; ` +
      `publish-to-receipt p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms, ` +
      `max ${sorted.at(-1).toFixed(1)} ms (the top-up request alone: p50 ${percentile(requestSorted, 50).toFixed(1)} ms, p99 ${percentile(requestSorted, 99).toFixed(1)} ms; one event's first to last delivery: p50 ${percentile(spreadSorted, 50).toFixed(1)} ms, p99 ${percentile(spreadSorted, 99).toFixed(1)} ms); server RSS ${(baselineKb / 1024).toFixed(0)} → ${(loadedKb / 1024).toFixed(0)} MiB ` +
      `= ${perSocketKb.toFixed(1)} KiB per socket`,
  );
} finally {
  for (const socket of sockets) socket.terminate();
  await server.stop();
}
