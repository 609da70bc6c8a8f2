// Every notification code the server can create (issue 19 item 7) is in the shared catalogue
// (NOTIFICATION_CONTENT_CODES), whose titles and bodies the web tests check in six languages:
// the codes are read from the server's sources, so a new code without texts fails here.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { NOTIFICATION_CONTENT_CODES } from '@aurum/domain';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'generated' ? [] : sources(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [path] : [];
  });
}

/** `content: 'CODE'` (also `content: x ? 'A' : 'B'`) and the status → code maps (`*_CONTENT`). */
function emittedCodes(): Set<string> {
  const codes = new Set<string>();
  for (const file of sources(ROOT)) {
    const text = readFileSync(file, 'utf8');
    for (const line of text.split('\n')) {
      if (/\bcontent:\s*[^;]*'[A-Z][A-Z_]+'/.test(line)) {
        for (const m of line.matchAll(/'([A-Z][A-Z_]+)'/g)) codes.add(m[1]!);
      }
    }
    for (const map of text.matchAll(/\b[A-Z_]+_CONTENT\b[^=]*=\s*{([^}]*)}/g)) {
      for (const m of map[1]!.matchAll(/'([A-Z][A-Z_]+)'/g)) codes.add(m[1]!);
    }
  }
  return codes;
}

describe('notification codes', () => {
  it('the server emits only catalogue codes, and the scan finds them', () => {
    const codes = emittedCodes();
    for (const code of [
      'SUCCESS_DEPOSIT',
      'EMAIL_CONFIRMED',
      'WITHDRAWAL_REQUESTED',
      'DEPOSIT_REJECTED_BY_PROVIDER',
      'BONUS_GRANTED',
      'KYC_VERIFIED',
      'KYC_REJECTED',
    ]) {
      expect(codes).toContain(code);
    }
    const known = new Set<string>(NOTIFICATION_CONTENT_CODES);
    expect([...codes].filter((c) => !known.has(c))).toEqual([]);
  });
});
