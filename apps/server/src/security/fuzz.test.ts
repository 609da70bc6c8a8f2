// Schema-driven fuzz of every query and mutation argument, read from the SDL the server runs
// (buildAppSchema over the registered modules), so a new operation is fuzzed without editing this
// file. Inputs are mostly type-correct but hostile (empty and 100,000-character strings, huge,
// negative, zero and fractional amounts, unicode/emoji/RTL, `a\u0000b`, SQL and HTML payloads),
// some of the wrong type; half signed in, half as a guest. Seeded and reproducible:
//
//   FUZZ_SEED=<seed printed by a run> [FUZZ_CASES=<per operation and caller>] npx vitest run src/security/fuzz.test.ts
//
// Findings: an HTTP 5xx, an error without `extensions.code`, INTERNAL_SERVER_ERROR, or an answer
// carrying SQL or a stack trace. A coded refusal (VALIDATION_ERROR, NOT_FOUND …) is fine.
import {
  getNamedType,
  GraphQLEnumType,
  GraphQLInputObjectType,
  GraphQLList,
  GraphQLNonNull,
  GraphQLScalarType,
  isCompositeType,
  isLeafType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRng, type Rng } from '../db/seed/prng';
import { buildAppSchema } from '../graphql/schema';
import { modules } from '../modules';
import { createTestServer, type TestServer } from '../test/harness';
import { registerTestUser, type TestUser } from '../test/users';

const SEED = process.env.FUZZ_SEED ?? String(Date.now());
const CASES = Number(process.env.FUZZ_CASES ?? 6);

/** Operations the fuzz does not call, and why. */
const SKIPPED: Record<string, string> = {
  logout: 'revokes the fuzzing session itself (covered by identity tests)',
};

const STRINGS: readonly string[] =
  process.env.FUZZ_STRINGS_NUL_ONLY === '1'
    ? ['a\u0000b']
    : [
        '',
        ' ',
        'x'.repeat(100_000),
        'a\u0000b',
        '\u0000',
        '0',
        '-1',
        '1e308',
        'NaN',
        '9'.repeat(40),
        '0.000000001',
        '-0.01',
        '😀🎰💰',
        'مرحبا بالعالم',
        '\u202Egnp.exe',
        'Ǆ̶̡ͅ',
        "' OR 1=1 --",
        "'; DROP TABLE users; --",
        '" onmouseover="alert(1)',
        '<script>alert(1)</script>',
        '<img src=x onerror=alert(1)>',
        '{{7*7}}${7*7}',
        '../../../../etc/passwd',
        '%00%27%22',
        'null',
        'USD',
        'BTC',
        '00000000-0000-0000-0000-000000000000',
        'ffffffff-ffff-ffff-ffff-ffffffffffff',
        'classic-slots',
        'https://evil.example.com/',
        'javascript:alert(1)',
      ];
const INTS: readonly number[] = [0, 1, -1, 2147483647, -2147483648, 42, 100, 1000];
const FLOATS: readonly number[] = [0, -0.5, 0.1, 1e-9, 1e308, -1e308, 2147483647.5, 3.14];

interface Built {
  value: Record<string, unknown>;
  /** how many argument values (leaves) it carries */
  inputs: number;
}

function countLeaves(value: unknown): number {
  if (Array.isArray(value)) return value.reduce((n: number, v) => n + countLeaves(v), 0);
  if (value && typeof value === 'object') {
    return Object.values(value).reduce((n: number, v) => n + countLeaves(v), 0);
  }
  return 1;
}

function build(type: GraphQLInputType, rng: Rng, depth: number, wrong: { on: boolean }): unknown {
  if (type instanceof GraphQLNonNull) {
    const inner = type.ofType;
    if (inner instanceof GraphQLList) return buildList(inner, rng, depth, wrong);
    return build(inner, rng, depth, wrong);
  }
  if (type instanceof GraphQLList) {
    if (rng.chance(0.1)) return null;
    return buildList(type, rng, depth, wrong);
  }
  if (wrong.on && rng.chance(0.15)) {
    // wrong type: the opposite kind of value
    return rng.pick<unknown>([{ nested: 'object' }, [1, 2], true, 'not-a-number', 1.5, -7]);
  }
  if (type instanceof GraphQLEnumType) {
    return rng.pick(type.getValues()).value;
  }
  if (type instanceof GraphQLScalarType) {
    switch (type.name) {
      case 'Int':
        return rng.pick(INTS);
      case 'Float':
        return rng.pick(FLOATS);
      case 'Boolean':
        return rng.chance(0.5);
      default:
        return rng.pick(STRINGS);
    }
  }
  if (type instanceof GraphQLInputObjectType) {
    const out: Record<string, unknown> = {};
    for (const field of Object.values(type.getFields())) {
      const required = field.type instanceof GraphQLNonNull;
      if (!required && (depth > 3 || rng.chance(0.4))) continue;
      out[field.name] = build(field.type, rng, depth + 1, wrong);
    }
    return out;
  }
  return null;
}

function buildList(
  type: GraphQLList<GraphQLInputType>,
  rng: Rng,
  depth: number,
  wrong: { on: boolean },
): unknown[] {
  const n = rng.int(0, 3);
  return Array.from({ length: n }, () => build(type.ofType, rng, depth + 1, wrong));
}

function argumentsOf(args: readonly GraphQLArgument[], rng: Rng, wrongTypes: boolean): Built {
  const wrong = { on: wrongTypes };
  const value: Record<string, unknown> = {};
  for (const arg of args) {
    const required = arg.type instanceof GraphQLNonNull;
    if (!required && rng.chance(0.3)) continue;
    value[arg.name] = build(arg.type, rng, 0, wrong);
  }
  return { value, inputs: countLeaves(value) };
}

function documentFor(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>): string {
  const name = `Fuzz_${field.name}`;
  const variables = field.args.map((a) => `$${a.name}: ${String(a.type)}`).join(', ');
  const args = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
  const named = getNamedType(field.type);
  const selection = isCompositeType(named) ? ' { __typename }' : isLeafType(named) ? '' : '';
  return `${kind} ${name}${variables ? `(${variables})` : ''} { ${field.name}${args ? `(${args})` : ''}${selection} }`;
}

/** Text an answer must never carry: SQL from the database, or a stack trace. */
const LEAKS: readonly RegExp[] = [
  /syntax error at or near/i,
  /invalid input syntax for/i,
  /violates (?:unique|foreign key|check|not-null) constraint/i,
  /Failed query:/i,
  /\brelation "[a-z_]+"/i,
  /\bcolumn "[a-z_]+"/i,
  /\bselect\b[^"]{0,200}\bfrom\s+"[a-z_]+"/i,
  /\binsert into\s+"/i,
  /\bat\s+[^\n]{0,200}\.(?:ts|js|mjs):\d+:\d+/,
  /node_modules/,
];

interface Finding {
  operation: string;
  caller: 'guest' | 'player';
  status: number;
  variables: string;
  problem: string;
}

let server: TestServer;
let player: TestUser;
beforeAll(async () => {
  server = await createTestServer();
  player = await registerTestUser(server);
});
afterAll(() => server.close());

describe('schema-driven fuzz', () => {
  it(
    'every query and mutation argument: no 5xx, every refusal coded, no SQL or stack in answers',
    { timeout: 600_000 },
    async () => {
      console.log(`fuzz seed: FUZZ_SEED=${SEED} (FUZZ_CASES=${CASES})`);
      const schema = buildAppSchema(modules);
      const rng = createRng(`fuzz:${SEED}`);
      const findings: Finding[] = [];
      let requests = 0;
      let inputs = 0;
      const started = performance.now();
      for (const kind of ['query', 'mutation'] as const) {
        const root = kind === 'query' ? schema.getQueryType() : schema.getMutationType();
        for (const field of Object.values(root!.getFields())) {
          if (SKIPPED[field.name]) continue;
          const document = documentFor(kind, field);
          for (let i = 0; i < CASES * 2; i += 1) {
            const caller = i % 2 === 0 ? 'player' : 'guest';
            const wrongTypes = field.args.length > 0 && i % 4 === 3;
            const { value, inputs: leafCount } = argumentsOf(field.args, rng, wrongTypes);
            inputs += leafCount;
            const res = await server.app.inject({
              method: 'POST',
              url: `/graphql?op=Fuzz_${field.name}`,
              headers: {
                'content-type': 'application/json',
                accept: 'application/json',
                ...(caller === 'player' ? player.headers : {}),
              },
              payload: JSON.stringify({
                query: document,
                variables: value,
                operationName: `Fuzz_${field.name}`,
              }),
            });
            requests += 1;
            const problems: string[] = [];
            if (res.statusCode >= 500) problems.push(`HTTP ${res.statusCode}`);
            let body: { errors?: { message: string; extensions?: { code?: unknown } }[] } = {};
            try {
              body = JSON.parse(res.body) as typeof body;
            } catch {
              problems.push('answer is not JSON');
            }
            for (const error of body.errors ?? []) {
              const code = error.extensions?.code;
              if (typeof code !== 'string' || code === '') {
                problems.push(`uncoded error: ${error.message.slice(0, 160)}`);
              } else if (code === 'INTERNAL_SERVER_ERROR' || code === 'INTERNAL_ERROR') {
                problems.push(`${code}: ${error.message.slice(0, 160)}`);
              }
            }
            for (const leak of LEAKS) {
              if (leak.test(res.body)) problems.push(`answer leaks ${String(leak)}`);
            }
            if (problems.length === 0) continue;
            const variables = JSON.stringify(value, (_k, v: unknown) =>
              typeof v === 'string' && v.length > 60 ? `${v.slice(0, 20)}…(${v.length})` : v,
            );
            for (const problem of problems) {
              const finding = {
                operation: field.name,
                caller,
                status: res.statusCode,
                variables,
                problem,
              } satisfies Finding;
              findings.push(finding);
            }
          }
        }
      }
      const seconds = (performance.now() - started) / 1000;
      console.log(
        `fuzz: ${requests} requests (${inputs} argument values) in ${seconds.toFixed(1)} s, ${findings.length} findings`,
      );
      for (const finding of findings.slice(0, 40)) console.log(JSON.stringify(finding));
      expect(requests).toBeGreaterThan(CASES * 2 * 60);
      if (CASES >= 6) expect(inputs).toBeGreaterThan(1500);
      expect(findings, `seed ${SEED}`).toEqual([]);
    },
  );
});
