import { CombinedError, type OperationResult } from 'urql';
import { describe, expect, it } from 'vitest';
import { newRequestKey, submitWithRequestKey } from './request-key';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const answer = (networkError: boolean) =>
  ({
    data: networkError ? undefined : { ok: true },
    error: networkError ? new CombinedError({ networkError: new Error('offline') }) : undefined,
  }) as unknown as OperationResult;

describe('request keys', () => {
  it('makes a fresh UUID per submission', () => {
    const keys = new Set(Array.from({ length: 50 }, newRequestKey));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(UUID);
  });

  it('reuses the key on its retries after a lost answer, and only then', async () => {
    const sent: string[] = [];
    const failures = [true, true, false];
    const result = await submitWithRequestKey(async (key) => {
      sent.push(key);
      return answer(failures.shift()!);
    });
    expect(result.data).toEqual({ ok: true });
    expect(sent).toHaveLength(3);
    expect(new Set(sent).size).toBe(1);

    const once: string[] = [];
    await submitWithRequestKey(async (key) => (once.push(key), answer(false)));
    expect(once).toHaveLength(1);
    expect(once[0]).not.toBe(sent[0]);
  });

  it('gives up after the allowed retries', async () => {
    let calls = 0;
    const result = await submitWithRequestKey(async () => (calls++, answer(true)));
    expect(calls).toBe(3);
    expect(result.error?.networkError).toBeDefined();
  });
});
