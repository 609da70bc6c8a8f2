// The players: concurrent clients driving the real HTTP/GraphQL API of the instances (the
// harness is their load balancer), each with its own seeded random stream. Every money-moving
// request carries the key the API offers for safe retries (play round ids, crash bet ids,
// blackjack round ids and steps, cashier request keys; the processor's webhook is idempotent per
// payment) and is retried with the same key after a transport failure, a 5xx, a 503/429 or
// TRY_AGAIN_LATER, so a request the server committed but never answered is sent again. Every
// request is written to the journal (key, player, what was asked, what came back), which the
// end-of-run accounting compares with the database.
import { createHmac, randomUUID } from 'node:crypto';
import { sleep } from './cluster.mjs';

export const OPERATOR_TOKEN = 'chaos-operator-token-0123456789abcdef';
export const WEBHOOK_SECRET = 'chaos-payment-webhook-secret-0123456789';
const PASSWORD = 'Chaos#12345';

/** mulberry32: a small seeded PRNG (one stream per client). */
export function rng(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (lo, hi) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: (xs) => xs[Math.floor(next() * xs.length)],
    chance: (p) => next() < p,
    /** a UUID v4 drawn from the stream (round ids and request keys replay with the seed) */
    uuid() {
      const h = Array.from({ length: 32 }, () => Math.floor(next() * 16).toString(16));
      h[12] = '4';
      h[16] = ((parseInt(h[16], 16) & 3) | 8).toString(16);
      const s = h.join('');
      return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
    },
  };
}

/** Operation weights of the mix (one draw per operation). */
export const MIX = [
  ['register', 2],
  ['deposit', 9],
  ['slots', 20],
  ['dice', 16],
  ['roulette', 9],
  ['baccarat', 8],
  ['blackjack', 8],
  ['crash', 3],
  ['bonus', 8],
  ['withdraw', 7],
];
const MIX_TOTAL = MIX.reduce((s, [, w]) => s + w, 0);

/** Staff API error codes that are failures of the harness or the server, not refusals. */
const STAFF_FAILURES = new Set([
  'INTERNAL_SERVER_ERROR',
  'GRAPHQL_ERROR',
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'PERMISSION_DENIED',
]);

const TRANSIENT_CODES = new Set([
  'TRY_AGAIN_LATER',
  'SERVICE_UNAVAILABLE',
  'INTERNAL_SERVER_ERROR',
]);

const minor = (major) => BigInt(Math.round(Number(major) * 100));
const money = (cents) => (cents / 100).toFixed(2);

/**
 * The HTTP side: picks a live instance per attempt and retries transient failures with the same
 * body until `retryForMs` has passed. Answers `{ status, body, attempts }` or throws `Lost`.
 */
export class Transport {
  constructor({ instances, stats, retryForMs = 240_000, timeoutMs = 30_000 }) {
    this.instances = instances;
    this.stats = stats;
    this.retryForMs = retryForMs;
    this.timeoutMs = timeoutMs;
  }

  async pickUrl() {
    for (;;) {
      const up = this.instances.filter((i) => i.ready);
      if (up.length) return up[Math.floor(Math.random() * up.length)].url;
      await sleep(100);
    }
  }

  async request(path, { method = 'POST', headers = {}, body, latency = null }) {
    const deadline = Date.now() + this.retryForMs;
    let attempts = 0;
    let last = '';
    for (;;) {
      attempts++;
      const base = await this.pickUrl();
      const started = performance.now();
      try {
        const res = await fetch(`${base}${path}`, {
          method,
          // identity: the harness reads every answer whole; compressing it costs both sides CPU
          headers: {
            'content-type': 'application/json',
            'accept-encoding': 'identity',
            ...headers,
          },
          body,
          signal: AbortSignal.timeout(this.timeoutMs),
        });
        const text = await res.text();
        let json = null;
        try {
          json = JSON.parse(text);
        } catch {
          // not JSON
        }
        const code = transientCode(res.status, json);
        if (!code) {
          latency?.(performance.now() - started);
          if (attempts > 1) this.stats.retriedOk++;
          return { status: res.status, body: json, attempts };
        }
        last = `${res.status} ${code}`;
        this.stats.transient[code] = (this.stats.transient[code] ?? 0) + 1;
      } catch (error) {
        last = error?.cause?.code ?? error?.name ?? String(error);
        this.stats.transient[last] = (this.stats.transient[last] ?? 0) + 1;
      }
      this.stats.retries++;
      if (Date.now() > deadline) throw new Lost(`${path}: ${last} after ${attempts} attempts`);
      await sleep(Math.min(2000, 50 * 2 ** Math.min(attempts, 6)) * (0.5 + Math.random()));
    }
  }
}

export class Lost extends Error {}

function transientCode(status, json) {
  if (status >= 500 || status === 429) {
    return json?.errors?.[0]?.extensions?.code ?? json?.code ?? `HTTP_${status}`;
  }
  const err = json?.errors?.[0]?.extensions?.code;
  if (err && TRANSIENT_CODES.has(err)) return err;
  if (json?.data) {
    for (const v of Object.values(json.data)) {
      if (v && typeof v === 'object' && TRANSIENT_CODES.has(v.code)) return v.code;
      if (v && typeof v === 'object' && TRANSIENT_CODES.has(v.errorMessage)) return v.errorMessage;
    }
  }
  return null;
}

/**
 * The crash table as every client sees it: one poller of the public round state (`crashGame`,
 * every 150 ms while some bet waits for a phase), shared by the clients, instead of a poll loop
 * per bet. Its requests are reads: neither operations nor latency samples.
 */
export class CrashWatch {
  constructor({ transport, slug, everyMs = 150 }) {
    this.t = transport;
    this.slug = slug;
    this.everyMs = everyMs;
    this.round = null;
    this.seenAt = 0;
    this.waiters = new Set();
    this.polling = null;
  }

  /** a state no older than one poll period; polls while someone waits */
  ensurePolling() {
    if (this.polling) return;
    this.polling = (async () => {
      while (this.waiters.size) {
        try {
          const res = await this.t.request(`/graphql?op=CrashGame`, {
            body: JSON.stringify({
              operationName: 'CrashGame',
              query: `query CrashGame($slug: String!) { crashGame(slug: $slug) { __typename ... on CrashGame { round { id phase bettingEndsAt } } } }`,
              variables: { slug: this.slug },
            }),
          });
          this.round = res.body?.data?.crashGame?.round ?? null;
          this.seenAt = Date.now();
        } catch {
          // an instance away: the next poll tries another
        }
        for (const w of [...this.waiters]) w.check();
        await sleep(this.everyMs);
      }
      this.polling = null;
    })();
  }

  /** resolves with the first state that `test` accepts, or null at `deadline` */
  until(test, deadline) {
    return new Promise((resolve) => {
      const w = {
        check: () => {
          const r = this.round;
          const v = r ? test(r) : undefined;
          if (v !== undefined || Date.now() > deadline) {
            this.waiters.delete(w);
            resolve(v ?? null);
          }
        },
      };
      this.waiters.add(w);
      this.ensurePolling();
    });
  }

  /** a round in BETTING with at least `leftMs` of its window left */
  betting(leftMs, deadline) {
    return this.until(
      (r) =>
        r.phase === 'BETTING' && Date.parse(r.bettingEndsAt) - Date.now() >= leftMs ? r : undefined,
      deadline,
    );
  }

  /** any round but `id` (the next one) */
  next(id, deadline) {
    return this.until((r) => (r.id !== id ? r : undefined), deadline);
  }

  /** true when round `id` runs; false when it already crashed or another round is current */
  running(id, deadline) {
    return this.until((r) => {
      if (r.id !== id) return false;
      if (r.phase === 'RUNNING') return true;
      if (r.phase === 'CRASHED') return false;
      return undefined;
    }, deadline);
  }
}

/** One player-facing client: its own players, its own stream, its own share of the journal. */
export class Client {
  constructor({ index, seed, transport, journal, stats, games, onLatency, issued, crashWatch }) {
    this.issued = issued ?? new Set();
    this.crashWatch = crashWatch ?? new CrashWatch({ transport, slug: games.crash });
    this.crashTasks = new Set();
    this.index = index;
    this.r = rng(seed ^ Math.imul(index + 1, 0x9e3779b1));
    this.t = transport;
    this.journal = journal;
    this.stats = stats;
    this.games = games;
    this.players = [];
    this.registered = 0;
    this.onLatency = onLatency;
    this.seed = seed;
  }

  async gql(op, query, variables, { token, operator } = {}) {
    const headers = {};
    if (token) headers.authorization = `Bearer ${token}`;
    if (operator) {
      headers['x-operator-token'] = OPERATOR_TOKEN;
      headers['x-operator-name'] = 'chaos';
    }
    const res = await this.t.request(`/graphql?op=${op}`, {
      headers,
      body: JSON.stringify({ operationName: op, query, variables }),
      latency: this.onLatency ? (ms) => this.onLatency(op, ms) : null,
    });
    this.stats.requests++;
    if (res.body?.errors) {
      this.stats.errors.push(`${op}: ${JSON.stringify(res.body.errors).slice(0, 300)}`);
      return {
        error: res.body.errors[0]?.extensions?.code ?? 'GRAPHQL_ERROR',
        attempts: res.attempts,
      };
    }
    return { data: res.body?.data, attempts: res.attempts };
  }

  /**
   * The staff API (`/backoffice/graphql`) as the operator (OPERATOR_TOKEN is its audited automation
   * actor). Its refusals are GraphQL errors with a business code (a decision on a request whose
   * status moved on): answers, not errors; only schema, permission and server failures count.
   */
  async staffGql(op, query, variables) {
    const res = await this.t.request(`/backoffice/graphql?op=${op}`, {
      headers: { 'x-operator-token': OPERATOR_TOKEN, 'x-operator-name': 'chaos' },
      body: JSON.stringify({ operationName: op, query, variables }),
      latency: this.onLatency ? (ms) => this.onLatency(op, ms) : null,
    });
    this.stats.requests++;
    const error = res.body?.errors?.[0];
    if (error) {
      const code = error.extensions?.code ?? 'GRAPHQL_ERROR';
      if (STAFF_FAILURES.has(code) || !/^[A-Z][A-Z0-9_]+$/.test(code)) {
        this.stats.errors.push(`${op}: ${JSON.stringify(res.body.errors).slice(0, 300)}`);
      }
      return { error: code, attempts: res.attempts };
    }
    return { data: res.body?.data, attempts: res.attempts };
  }

  record(entry) {
    this.journal.push(entry);
    this.stats.ops++;
    const k = `${entry.kind}${entry.engine ? `/${entry.engine}` : ''}:${entry.outcome}`;
    this.stats.byKind[k] = (this.stats.byKind[k] ?? 0) + 1;
  }

  /** One operation of the mix. */
  async step() {
    if (this.players.length < 2) return this.register();
    let x = this.r.next() * MIX_TOTAL;
    let kind = MIX[0][0];
    for (const [k, w] of MIX) {
      if ((x -= w) < 0) {
        kind = k;
        break;
      }
    }
    const player = this.r.pick(this.players);
    switch (kind) {
      case 'register':
        return this.players.length < 40 ? this.register() : this.deposit(player);
      case 'deposit':
        return this.deposit(player);
      case 'slots':
      case 'dice':
      case 'roulette':
      case 'baccarat':
        return this.play(player, kind);
      case 'blackjack':
        return this.blackjack(player);
      case 'crash':
        return this.crash(player);
      case 'bonus':
        return this.bonus(player);
      case 'withdraw':
        return this.withdraw(player);
      default:
        throw new Error(kind);
    }
  }

  async register() {
    const email = `chaos-${this.seed}-${this.index}-${this.registered++}@example.com`;
    const res = await this.gql(
      'UserRegisterByEmail',
      `mutation UserRegisterByEmail($input: UserRegisterByEmailInput!) {
        userRegisterByEmail(input: $input) { __typename ... on RegisterSuccess { token } ... on AppFailure { code } }
      }`,
      {
        input: {
          email,
          password: PASSWORD,
          language: 'en',
          currency: { fiat: 'USD' },
          onboarding: { country: 'DE' },
        },
      },
    );
    let token = res.data?.userRegisterByEmail?.token;
    const code = res.data?.userRegisterByEmail?.code ?? res.error;
    // A registration has no request key: when the answer was lost after the commit, the retry
    // meets EMAIL_ALREADY_EXISTS and the client signs in instead (one account per address).
    if (!token && code === 'EMAIL_ALREADY_EXISTS' && res.attempts > 1) {
      const login = await this.gql(
        'Login',
        `mutation Login($input: LoginInput!) { login(input: $input) { __typename ... on LoginSuccess { token } } }`,
        { input: { username: email, password: PASSWORD } },
      );
      token = login.data?.login?.token;
    }
    if (!token) {
      this.record({ kind: 'register', key: email, outcome: `refused:${code}` });
      return;
    }
    const me = await this.gql(
      'CurrentUser',
      'query CurrentUser { currentUser { id } }',
      {},
      { token },
    );
    const userId = me.data?.currentUser?.id;
    const player = { email, token, userId, withdrawals: [] };
    this.players.push(player);
    this.record({ kind: 'register', key: email, userId, outcome: 'ok' });
    // a new player's first move: a deposit (else every bet is refused for funds)
    await this.deposit(player);
  }

  async deposit(p) {
    const requestKey = this.r.uuid();
    const cents = this.r.int(20, 150) * 100;
    const res = await this.gql(
      'CreateFiatDepositPayment',
      `mutation CreateFiatDepositPayment($input: CreateFiatDepositPaymentInput!) {
        createFiatDepositPayment(input: $input) { __typename status paymentId errorMessage }
      }`,
      {
        input: {
          methodId: 'sandbox-card',
          currency: 'USD',
          amount: cents / 100,
          returnUrl: 'http://localhost/deposit',
          predefinedFields: [
            { name: 'NAME', value: 'Chaos Monkey' },
            { name: 'COUNTRY', value: 'DE' },
          ],
          userAgent: 'chaos',
          requestKey,
        },
      },
      { token: p.token },
    );
    const created = res.data?.createFiatDepositPayment;
    if (!created?.paymentId) {
      this.record({
        kind: 'deposit',
        key: requestKey,
        userId: p.userId,
        outcome: `refused:${created?.errorMessage ?? res.error ?? created?.status}`,
      });
      return;
    }
    const approve = this.r.chance(0.9);
    const entry = {
      kind: 'deposit',
      key: requestKey,
      userId: p.userId,
      paymentId: created.paymentId,
      amount: BigInt(cents),
      approve,
      outcome: 'ok',
      webhook: null,
    };
    // The processor's side: a signed webhook, retried until answered; now and then delivered
    // twice on purpose (processors do).
    const deliveries = this.r.chance(0.1) ? 2 : 1;
    for (let i = 0; i < deliveries; i++) {
      const body = JSON.stringify({
        id: `evt_${randomUUID()}`,
        type: approve ? 'payment.succeeded' : 'payment.declined',
        data: {
          paymentId: created.paymentId,
          amount: String(cents),
          currency: 'USD',
          reference: `chaos_${created.paymentId.slice(0, 8)}`,
          ...(approve ? {} : { reason: 'declined by the chaos payer' }),
        },
      });
      const t = Math.floor(Date.now() / 1000);
      const signature = `t=${t},v1=${createHmac('sha256', WEBHOOK_SECRET).update(`${t}.${body}`).digest('hex')}`;
      const hook = await this.t.request('/api/payment/webhook/sandbox', {
        headers: { 'x-sandbox-signature': signature },
        body,
      });
      this.stats.requests++;
      entry.webhook = hook.status;
      if (hook.status !== 200) {
        this.stats.errors.push(
          `webhook ${hook.status}: ${JSON.stringify(hook.body).slice(0, 200)}`,
        );
      }
    }
    this.record(entry);
  }

  async play(p, engine) {
    const roundId = this.r.uuid();
    this.issued.add(roundId);
    const slug = this.games[engine];
    const stake = this.r.int(1, 5) * 100;
    let op;
    let field;
    let input;
    if (engine === 'slots') {
      [op, field] = ['PlaySlots', 'playSlots'];
      input = { gameSlug: slug, amount: money(stake / 5), roundId };
    } else if (engine === 'dice') {
      [op, field] = ['PlayDice', 'playDice'];
      input = {
        gameSlug: slug,
        amount: money(stake),
        target: this.r.pick(['49.50', '25.00', '75.00', '90.00']),
        direction: this.r.pick(['UNDER', 'OVER']),
        roundId,
      };
    } else if (engine === 'roulette') {
      [op, field] = ['PlayRoulette', 'playRoulette'];
      input = {
        gameSlug: slug,
        bets: [
          { type: this.r.pick(['RED', 'BLACK', 'ODD', 'EVEN']), numbers: [], amount: money(stake) },
          { type: 'STRAIGHT', numbers: [this.r.int(0, 36)], amount: '1.00' },
        ],
        roundId,
      };
    } else {
      [op, field] = ['PlayBaccarat', 'playBaccarat'];
      input = {
        gameSlug: slug,
        bets: [{ type: this.r.pick(['PLAYER', 'BANKER', 'TIE']), amount: money(stake) }],
        roundId,
      };
    }
    const res = await this.gql(
      op,
      `mutation ${op}($input: ${op}Input!) {
        ${field}(input: $input) { __typename ... on PlaySuccess { replayed round { id amount win } } ... on AppFailure { code } }
      }`,
      { input },
      { token: p.token },
    );
    const out = res.data?.[field];
    this.record({
      kind: 'round',
      engine,
      key: roundId,
      userId: p.userId,
      outcome: out?.round ? 'ok' : `refused:${out?.code ?? res.error}`,
      amount: out?.round ? minor(out.round.amount) : null,
      win: out?.round ? minor(out.round.win) : null,
    });
  }

  async blackjack(p) {
    const roundId = this.r.uuid();
    this.issued.add(roundId);
    const ROUND = `__typename ... on BlackjackSuccess { replayed resumed round { id status step legalActions amount win } } ... on AppFailure { code }`;
    const start = await this.gql(
      'BlackjackStart',
      `mutation BlackjackStart($input: BlackjackStartInput!) { blackjackStart(input: $input) { ${ROUND} } }`,
      { input: { gameSlug: this.games.blackjack, amount: money(this.r.int(1, 5) * 100), roundId } },
      { token: p.token },
    );
    let out = start.data?.blackjackStart;
    const resumed = out?.resumed === true;
    const id = out?.round?.id ?? roundId;
    const entry = {
      kind: 'round',
      engine: 'blackjack',
      key: roundId,
      userId: p.userId,
      outcome: out?.round ? (resumed ? 'resumed' : 'ok') : `refused:${out?.code ?? start.error}`,
      actions: 0,
    };
    // play the round (this one or the resumed one) to its end
    for (let i = 0; i < 12 && out?.round?.status === 'ACTIVE'; i++) {
      const legal = out.round.legalActions;
      if (!legal.length) break;
      const action =
        this.r.chance(0.15) && legal.length > 2
          ? this.r.pick(legal)
          : this.r.pick(legal.filter((a) => a === 'HIT' || a === 'STAND'));
      const res = await this.gql(
        'BlackjackAction',
        `mutation BlackjackAction($input: BlackjackActionInput!) { blackjackAction(input: $input) { ${ROUND} } }`,
        { input: { roundId: id, action, step: out.round.step } },
        { token: p.token },
      );
      this.stats.ops++;
      entry.actions++;
      const next = res.data?.blackjackAction;
      if (!next?.round) {
        // INSUFFICIENT_FUNDS for a double/split: stand instead
        if (action === 'STAND') break;
        continue;
      }
      out = next;
    }
    entry.status = out?.round?.status ?? null;
    this.record(entry);
  }

  /**
   * A crash bet runs beside the client's other operations (a player at the crash table keeps
   * playing elsewhere): waiting for a betting window and for the round to run takes seconds, and
   * a client that waited for it did almost nothing else. Its random draws are taken now, so the
   * client's stream does not depend on when the round comes. One crash bet per player at a time.
   */
  crash(p) {
    if (p.crashing || this.crashTasks.size >= 2) return this.play(p, 'dice');
    const betId = this.r.uuid();
    this.issued.add(betId);
    const auto = this.r.chance(0.5) ? this.r.pick(['1.20', '1.50', '2.00']) : null;
    const amount = money(this.r.int(1, 3) * 100);
    const cashOutAfterMs = this.r.int(0, 1500);
    p.crashing = true;
    const task = this.crashBet(p, { betId, auto, amount, cashOutAfterMs })
      .catch((error) => {
        if (error instanceof Lost) {
          this.stats.lost++;
          this.stats.errors.push(`lost answer: ${error.message}`);
        } else this.stats.errors.push(`client ${this.index} crash: ${error.stack ?? error}`);
      })
      .finally(() => {
        p.crashing = false;
        this.crashTasks.delete(task);
      });
    this.crashTasks.add(task);
  }

  /** Resolves when this client's crash bets in flight have finished (end of the run). */
  async settle() {
    while (this.crashTasks.size) await Promise.allSettled([...this.crashTasks]);
  }

  async crashBet(p, { betId, auto, amount, cashOutAfterMs }) {
    const slug = this.games.crash;
    let placed = null;
    const deadline = Date.now() + 30_000;
    while (!placed && Date.now() < deadline) {
      // the shared watcher, not a poll per bet: resolves in a betting window with ≥ 0.8 s left
      const round = await this.crashWatch.betting(800, deadline);
      if (!round) break;
      const res = await this.gql(
        'PlaceCrashBet',
        `mutation PlaceCrashBet($input: PlaceCrashBetInput!) { placeCrashBet(input: $input) { __typename ... on CrashBetSuccess { bet { id roundId amount status } } ... on AppFailure { code } } }`,
        { input: { gameSlug: slug, amount, betId, ...(auto ? { autoCashOut: auto } : {}) } },
        { token: p.token },
      );
      const out = res.data?.placeCrashBet;
      if (out?.bet) placed = out.bet;
      else if (out?.code === 'CRASH_BETTING_CLOSED' || out?.code === 'CRASH_ALREADY_BET')
        await this.crashWatch.next(round.id, deadline);
      else {
        this.record({
          kind: 'round',
          engine: 'crash',
          key: betId,
          userId: p.userId,
          outcome: `refused:${out?.code ?? res.error}`,
        });
        return;
      }
    }
    if (!placed) {
      this.record({
        kind: 'round',
        engine: 'crash',
        key: betId,
        userId: p.userId,
        outcome: 'refused:NO_BETTING_WINDOW',
      });
      return;
    }
    const entry = {
      kind: 'round',
      engine: 'crash',
      key: betId,
      userId: p.userId,
      outcome: 'ok',
      cashOut: null,
    };
    if (!auto && (await this.crashWatch.running(placed.roundId, Date.now() + 30_000))) {
      await sleep(cashOutAfterMs);
      const res = await this.gql(
        'CashOutCrash',
        `mutation CashOutCrash($roundId: ID!) { cashOutCrash(roundId: $roundId) { __typename ... on CrashBetSuccess { replayed bet { status win cashedOutAt } } ... on AppFailure { code } } }`,
        { roundId: placed.roundId },
        { token: p.token },
      );
      this.stats.ops++;
      const out = res.data?.cashOutCrash;
      entry.cashOut = out?.bet ? 'ok' : (out?.code ?? res.error);
    }
    this.record(entry);
  }

  async bonus(p) {
    const list = await this.gql(
      'UserBonuses',
      `query UserBonuses { getUserBonusesList { __typename ... on UserBonusList { bonusList { id status } } } }`,
      {},
      { token: p.token },
    );
    const bonuses = list.data?.getUserBonusesList?.bonusList ?? [];
    const current = bonuses.find((b) =>
      ['PENDING', 'ACTIVE', 'FREESPINS_PLAY', 'READY_FOR_REWARD'].includes(b.status),
    );
    let kind;
    let res;
    let bonusId;
    if (current?.status === 'READY_FOR_REWARD') {
      kind = 'bonus-claim';
      bonusId = current.id;
      res = await this.gql(
        'ClaimBonusReward',
        `mutation ClaimBonusReward($bonusId: Int!) { claimBonusReward(bonusId: $bonusId) { __typename ... on AppFailure { code } } }`,
        { bonusId },
        { token: p.token },
      );
    } else if (current && this.r.chance(0.35)) {
      kind = 'bonus-cancel';
      bonusId = current.id;
      res = await this.gql(
        'CancelBonus',
        `mutation CancelBonus($bonusId: Int!) { cancelBonus(bonusId: $bonusId) { __typename ... on AppFailure { code } } }`,
        { bonusId },
        { token: p.token },
      );
    } else if (!current) {
      const available = bonuses.filter((b) => b.status === 'AVAILABLE');
      if (!available.length) return this.deposit(p);
      kind = 'bonus-activate';
      bonusId = this.r.pick(available).id;
      res = await this.gql(
        'ActivateBonus',
        `mutation ActivateBonus($bonusId: Int!) { activateBonus(bonusId: $bonusId) { __typename ... on AppFailure { code } } }`,
        { bonusId },
        { token: p.token },
      );
    } else {
      return this.play(p, 'slots');
    }
    const value = res.data && Object.values(res.data)[0];
    const failed = value?.code ?? res.error;
    this.record({
      kind,
      key: `${bonusId}`,
      userId: p.userId,
      outcome: failed ? `refused:${failed}` : 'ok',
      attempts: res.attempts,
    });
  }

  async withdraw(p) {
    const pending = p.withdrawals.filter((w) => w.status === 'PENDING' || w.status === 'APPROVED');
    if (pending.length && this.r.chance(0.7)) return this.decide(p, this.r.pick(pending));
    const requestKey = this.r.uuid();
    const cents = this.r.int(5, 40) * 100;
    const res = await this.gql(
      'CreateWithdrawRequest',
      `mutation CreateWithdrawRequest($input: CreateWithdrawRequestInput!) {
        createWithdrawRequest(input: $input) { __typename ... on CreateWithdrawRequestSuccess { uuid id } ... on AppFailure { code } }
      }`,
      {
        input: {
          amount: money(cents),
          methodId: 'sandbox-ewallet-payout',
          currency: 'USD',
          inputs: [{ inputId: 'email', value: p.email }],
          requestKey,
        },
      },
      { token: p.token },
    );
    const out = res.data?.createWithdrawRequest;
    const entry = {
      kind: 'withdraw',
      key: requestKey,
      userId: p.userId,
      outcome: out?.uuid ? 'ok' : `refused:${out?.code ?? res.error}`,
      amount: BigInt(cents),
      uuid: out?.uuid ?? null,
      id: out?.id ?? null,
      status: out?.uuid ? 'PENDING' : null,
    };
    if (out?.uuid) p.withdrawals.push(entry);
    this.record(entry);
  }

  /** The operator's decision on a request, or the player's cancel (with its own request key). */
  async decide(p, w) {
    let action;
    if (w.status === 'PENDING') action = this.r.pick(['approve', 'approve', 'reject', 'cancel']);
    else action = this.r.pick(['paid', 'paid', 'failed', 'reject']);
    let res;
    let failed;
    if (action === 'cancel') {
      const requestKey = this.r.uuid();
      res = await this.gql(
        'CancelWithdrawRequest',
        `mutation CancelWithdrawRequest($input: CancelWithdrawRequestInput!) { cancelWithdrawRequest(input: $input) { __typename ... on AppFailure { code } } }`,
        { input: { id: w.id, requestKey } },
        { token: p.token },
      );
      failed = res.data?.cancelWithdrawRequest?.code ?? res.error;
      w.cancelKey = requestKey;
    } else {
      const reason = action === 'reject' || action === 'failed' ? 'chaos decision' : null;
      const [op, field] = {
        approve: ['ApproveWithdrawal', 'approveWithdrawal'],
        reject: ['RejectWithdrawal', 'rejectWithdrawal'],
        paid: ['MarkWithdrawalPaid', 'markWithdrawalPaid'],
        failed: ['MarkWithdrawalFailed', 'markWithdrawalFailed'],
      }[action];
      const selection = action === 'approve' ? '{ applied }' : '{ status }';
      res = await this.staffGql(
        op,
        `mutation ${op}($id: Int!, $reason: String${reason ? '!' : ''}) {
          ${field}(id: $id, reason: $reason) ${selection}
        }`,
        { id: w.id, reason },
      );
      // above the four-eyes threshold a first approval is recorded without applying (the
      // workload's amounts stay below it)
      failed = res.error ?? (res.data?.approveWithdrawal?.applied === false ? 'NOT_APPLIED' : null);
    }
    const next = {
      approve: 'APPROVED',
      reject: 'REJECTED',
      paid: 'PAID',
      failed: 'FAILED',
      cancel: 'CANCELLED',
    }[action];
    // A decision retried after its commit meets the new status and is refused: the database
    // is the judge (the final accounting reads the request's status from it).
    if (!failed) w.status = next;
    else if (res.attempts > 1) w.status = 'UNKNOWN';
    this.record({
      kind: `withdraw-${action}`,
      key: w.uuid,
      userId: p.userId,
      outcome: failed ? `refused:${failed}` : 'ok',
    });
  }
}
