// Answers of the rg module's queries for component tests (shaped like the server's; the fake
// client checks them against the SDL).
const LIMIT_TYPES = ['DEPOSIT', 'LOSS', 'WAGER'] as const;
const PERIODS = ['DAY', 'WEEK', 'MONTH'] as const;

export interface LimitFixture {
  type: string;
  period: string;
  amount: string | null;
  used: string;
  remaining: string | null;
  updatedAt: string | null;
  pending: {
    amount: string | null;
    requestedAt: string;
    effectiveAt: string;
    confirmable: boolean;
  } | null;
}

export function limit(overrides: Partial<LimitFixture> & Pick<LimitFixture, 'type' | 'period'>) {
  return {
    amount: null,
    used: '0',
    remaining: null,
    updatedAt: null,
    pending: null,
    ...overrides,
  };
}

export function overview(limits: LimitFixture[] = [], extra: Record<string, unknown> = {}) {
  return {
    __typename: 'RgOverview',
    currency: 'USD',
    decimals: 2,
    limits: LIMIT_TYPES.flatMap((type) =>
      PERIODS.map(
        (period) =>
          limits.find((l) => l.type === type && l.period === period) ?? limit({ type, period }),
      ),
    ),
    sessionLimit: limit({ type: 'SESSION', period: 'SESSION' }),
    realityCheckMinutes: null,
    limitPromptDue: false,
    lastPgsiScore: null,
    block: null,
    jurisdiction: {
      id: 'DEFAULT',
      limitPrompt: 'NONE',
      realityCheckDefaultMinutes: null,
      realityCheckMandatory: false,
      realityCheckOptions: [15, 30, 45, 60],
    },
    ...extra,
  };
}

export function sessionStats(extra: Record<string, unknown> = {}) {
  return {
    __typename: 'RgSessionStats',
    sessionStart: new Date(Date.now() - 47 * 60_000).toISOString(),
    durationSeconds: 47 * 60,
    wageredMinor: '12500',
    netMinor: '-3050',
    currency: 'USD',
    decimals: 2,
    realityCheckMinutes: 15,
    nextRealityCheckAt: new Date(Date.now() - 1000).toISOString(),
    realityCheckDue: true,
    sessionEndsAt: null,
    ...extra,
  };
}

export const PGSI = {
  pgsiQuestionnaire: {
    questions: Array.from({ length: 9 }, (_, i) => ({ index: i + 1, key: `q${i + 1}` })),
    options: [
      { score: 0, key: 'never' },
      { score: 1, key: 'sometimes' },
      { score: 2, key: 'mostOfTheTime' },
      { score: 3, key: 'almostAlways' },
    ],
  },
};

export const EMPTY_STATEMENT = {
  rgActivityStatement: {
    period: 'DAY',
    currency: 'USD',
    decimals: 2,
    rows: [],
    totals: {
      depositsMinor: '0',
      withdrawalsMinor: '0',
      wageredMinor: '0',
      wonMinor: '0',
      netMinor: '0',
    },
  },
};
