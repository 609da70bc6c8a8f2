// The Problem Gambling Severity Index (Ferris & Wynne, 2001): nine questions about the last
// 12 months, each answered 0 (never) … 3 (almost always). The texts are the client's
// (translation keys q1…q9); the score bands are the index's own.

export const PGSI_QUESTION_KEYS = ['q1', 'q2', 'q3', 'q4', 'q5', 'q6', 'q7', 'q8', 'q9'] as const;
export const PGSI_OPTIONS = [
  { score: 0, key: 'never' },
  { score: 1, key: 'sometimes' },
  { score: 2, key: 'mostOfTheTime' },
  { score: 3, key: 'almostAlways' },
] as const;

export type PgsiCategory = 'NON_PROBLEM' | 'LOW_RISK' | 'MODERATE_RISK' | 'PROBLEM';

/** The score and band of nine answers, or null when the answers are not nine values 0..3. */
export function scorePgsi(
  answers: readonly number[],
): { score: number; category: PgsiCategory } | null {
  if (answers.length !== PGSI_QUESTION_KEYS.length) return null;
  if (!answers.every((a) => Number.isInteger(a) && a >= 0 && a <= 3)) return null;
  const score = answers.reduce((sum, a) => sum + a, 0);
  const category: PgsiCategory =
    score === 0
      ? 'NON_PROBLEM'
      : score <= 2
        ? 'LOW_RISK'
        : score <= 7
          ? 'MODERATE_RISK'
          : 'PROBLEM';
  return { score, category };
}
