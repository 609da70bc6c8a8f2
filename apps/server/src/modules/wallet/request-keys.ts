// Idempotent client requests (issue 13 item 6). A client that may retry a money-moving request
// (a lost answer, a double click) sends a request key, a UUID it generates per submission and
// reuses on its own retries:
//
// - the first request with a key runs; the change it makes and a `client_requests` row
//   (player, key, request hash, result) commit in ONE transaction (`claim` at its start, `settle`
//   before its end), so either both exist or neither does;
// - a retry with the key and the same request gets the first result back, nothing moves again;
// - the key with another request (or another operation) is refused: IDEMPOTENCY_KEY_REUSED;
// - parallel requests with one key serialise on the row's primary key: the first to insert wins,
//   the others wait for its commit, find the row, roll back whatever they had started and replay.
//   A request that failed (an AppError) left no row, so its retry runs again.
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError, isAppError, validationError } from '../../errors';
import { canonicalJson } from './ledger';
import { clientRequests } from './tables';

/** What a key may look like: a UUID, or 1..100 letters, digits and `:_.-`. */
const KEY_PATTERN = /^[A-Za-z0-9:_.-]{1,100}$/;

export type RequestResult = Record<string, string | number | boolean | null>;

export interface KeyedRequest {
  userId: string;
  /** the client's key; absent → the request is not idempotent (older clients) */
  requestKey: string | null | undefined;
  operation: string;
  /** the request's input, canonicalised (sorted keys) before hashing */
  input: unknown;
}

export function requestHash(operation: string, input: unknown): string {
  return createHash('sha256')
    .update(canonicalJson([operation, input]))
    .digest('hex');
}

/** The transaction-side half: `claim` first in the transaction, `settle` last. */
export interface RequestKeyClaim {
  /** Inserts the key's row; throws KeyTaken when another request holds the key. */
  claim(tx: Db): Promise<void>;
  /** Stores the result on the claimed row (same transaction). */
  settle(tx: Db, result: RequestResult): Promise<void>;
}

class KeyTaken extends Error {}

const NO_KEY: RequestKeyClaim = { claim: async () => {}, settle: async () => {} };

async function findRow(db: Db, userId: string, key: string) {
  const rows = await db
    .select()
    .from(clientRequests)
    .where(and(eq(clientRequests.userId, userId), eq(clientRequests.requestKey, key)));
  return rows[0] ?? null;
}

/**
 * Runs `run` once per (player, key): `run` must call `claim` at the start of the transaction that
 * moves the money and `settle` before it commits. A replay answers `replay(firstResult)`.
 */
export async function withRequestKey<T>(
  db: Db,
  request: KeyedRequest,
  run: (key: RequestKeyClaim) => Promise<T>,
  replay: (result: RequestResult) => Promise<T>,
): Promise<T> {
  const { userId, requestKey, operation } = request;
  if (requestKey === null || requestKey === undefined) return run(NO_KEY);
  if (typeof requestKey !== 'string' || !KEY_PATTERN.test(requestKey)) {
    throw validationError('requestKey: 1..100 letters, digits or :_.- (a UUID).', {
      field: 'requestKey',
    });
  }
  const hash = requestHash(operation, request.input);
  const answer = async (): Promise<T | null> => {
    const row = await findRow(db, userId, requestKey);
    if (!row) return null;
    if (row.requestHash !== hash) {
      throw new AppError('IDEMPOTENCY_KEY_REUSED', {
        message: 'This request key was already used for another request.',
      });
    }
    return replay(row.result as RequestResult);
  };

  const earlier = await answer();
  if (earlier !== null) return earlier;
  const claim: RequestKeyClaim = {
    async claim(tx) {
      const inserted = await tx
        .insert(clientRequests)
        .values({ userId, requestKey, operation, requestHash: hash, result: {} })
        .onConflictDoNothing()
        .returning({ userId: clientRequests.userId });
      if (inserted.length === 0) throw new KeyTaken();
    },
    async settle(tx, result) {
      await tx
        .update(clientRequests)
        .set({ result })
        .where(and(eq(clientRequests.userId, userId), eq(clientRequests.requestKey, requestKey)));
    },
  };
  try {
    return await run(claim);
  } catch (error) {
    // Another request with this key committed meanwhile (it took the key first, or its change
    // made this one's checks fail): answer as that request did.
    if (error instanceof KeyTaken || isAppError(error)) {
      const later = await answer();
      if (later !== null) return later;
    }
    if (error instanceof KeyTaken) {
      throw new AppError('TRY_AGAIN_LATER', { message: 'The request is being processed.' });
    }
    throw error;
  }
}
