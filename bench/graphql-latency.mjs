// Figure: median latency of the home page's GraphQL reads (GameCategoryList and
// GamesListByCategory) as a ratio to a yardstick in the same run: GET /healthz (a database
// round trip with no GraphQL), requests interleaved so machine noise hits both alike.
import { median, startBenchServer } from './lib.mjs';

const games = Number(process.env.SEED_GAMES ?? 2000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 300);
const server = await startBenchServer({ port: 4322, games });
const gql = (op, query) => () =>
  fetch(`${server.url}/graphql?op=${op}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'en' },
    body: JSON.stringify({ operationName: op, query }),
  }).then((r) => r.text());
const cases = {
  healthz: () => fetch(`${server.url}/healthz`).then((r) => r.text()),
  GameCategoryList: gql(
    'GameCategoryList',
    'query GameCategoryList { gameCategoryList { name description _count } }',
  ),
  GamesListByCategory: gql(
    'GamesListByCategory',
    'query GamesListByCategory { gamesListByCategory(count: 20) { topSlots { id name slug providerName image { src } } topLiveCasino { id name } topAll { id name } } }',
  ),
};
const times = Object.fromEntries(Object.keys(cases).map((k) => [k, []]));
try {
  for (let i = 0; i < 20; i++) for (const f of Object.values(cases)) await f();
  for (let i = 0; i < rounds; i++) {
    for (const [name, f] of Object.entries(cases)) {
      const t = performance.now();
      await f();
      times[name].push(performance.now() - t);
    }
  }
  const base = median(times.healthz);
  for (const [name, xs] of Object.entries(times)) {
    if (name === 'healthz') continue;
    const m = median(xs);
    console.log(
      `graphql-latency ${name}: median ${m.toFixed(2)} ms = ${(m / base).toFixed(2)}× /healthz (${base.toFixed(2)} ms), ${games} games, ${rounds} rounds`,
    );
  }
} finally {
  await server.stop();
}
