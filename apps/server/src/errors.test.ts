// One error model: every code the server can produce is in the domain catalogue (AppErrorCode is
// that union, so `new AppError('X')` with an unknown X does not compile; this scan also covers the
// helpers and the result unions built by hand), and the REST status comes from one table.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { isAppErrorCode } from '@aurum/domain';
import { describe, expect, it } from 'vitest';
import { AppError, codeForStatus, HTTP_STATUS, statusForCode } from './errors';

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return path.endsWith('.ts') && !path.endsWith('.test.ts') ? [path] : [];
  });
}

/** Codes passed to AppError or to a failure helper, and codes of hand-built error results. */
const PATTERNS = [
  /\b(?:AppError|BonusRefusal|fail|failure|refuse|refused|invalid|webhookError)\(\s*'([A-Z][A-Z0-9_.]+)'/g,
  /__typename: '\w*(?:Error|Failed|Failure|Refused)'[^}]*?\b(?:code|reason): '([A-Z][A-Z0-9_.]+)'/gs,
];

describe('error codes', () => {
  it('the server throws only codes of the domain catalogue', () => {
    const found = new Map<string, string>();
    for (const file of sources(import.meta.dirname)) {
      if (file.includes(`${join('src', 'test')}`)) continue;
      const text = readFileSync(file, 'utf8');
      for (const pattern of PATTERNS) {
        for (const match of text.matchAll(pattern)) found.set(match[1]!, file);
      }
    }
    expect(found.size).toBeGreaterThan(50);
    const unknown = [...found].filter(([code]) => !isAppErrorCode(code));
    expect(unknown).toEqual([]);
  });

  it('takes the REST status from one table, 400 by default', () => {
    expect(new AppError('UNAUTHORIZED').status).toBe(401);
    expect(new AppError('IDEMPOTENCY_KEY_REUSED').status).toBe(409);
    expect(new AppError('TRY_AGAIN_LATER').status).toBe(429);
    expect(new AppError('VALIDATION_ERROR').status).toBe(400);
    expect(new AppError('TRY_AGAIN_LATER', { status: 502 }).status).toBe(502);
    for (const [code, status] of Object.entries(HTTP_STATUS)) {
      expect(isAppErrorCode(code)).toBe(true);
      expect(statusForCode(code as keyof typeof HTTP_STATUS)).toBe(status);
    }
  });

  it('maps transport statuses to catalogue codes', () => {
    for (const status of [400, 401, 403, 404, 405, 406, 413, 415, 429, 500, 502, 503, 418]) {
      expect(isAppErrorCode(codeForStatus(status))).toBe(true);
    }
  });
});
