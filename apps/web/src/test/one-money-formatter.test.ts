// Walk issue 19 item 5: one money formatter. Money is written for people only by @aurum/domain
// (formatMoney, formatMoneyNumber); this test reads every web and server source and fails when
// another place formats money itself with Intl (`style: 'currency'` or a `currency:` option of
// Intl.NumberFormat), or when the formatters folded into the domain come back as their own code.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '../../../..');
const DOMAIN_FORMATTER = path.join('packages', 'domain', 'src', 'money.ts');

function sources(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir)) {
    if (entry === 'node_modules' || entry === 'generated' || entry === 'gql') continue;
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) out.push(...sources(full));
    else if (/\.(ts|tsx)$/.test(entry) && !/\.test\.tsx?$/.test(entry)) out.push(full);
  }
  return out;
}

const files = [
  ...sources(path.join(ROOT, 'apps/web/src')),
  ...sources(path.join(ROOT, 'apps/server/src')),
  ...sources(path.join(ROOT, 'packages/domain/src')),
];

describe('one money formatter', () => {
  it('finds the sources it checks', () => {
    expect(files.length).toBeGreaterThan(300);
    expect(files.some((f) => f.endsWith(DOMAIN_FORMATTER))).toBe(true);
  });

  it('no source but the domain formats money with Intl', () => {
    const offenders = files
      .filter((file) => !file.endsWith(DOMAIN_FORMATTER))
      .filter((file) => {
        const text = readFileSync(file, 'utf8');
        return (
          /style:\s*'currency'/.test(text) || /NumberFormat\([^)]*currency\s*[:,}]/s.test(text)
        );
      })
      .map((file) => path.relative(ROOT, file));
    expect(offenders).toEqual([]);
  });

  it('the web formatters are the domain formatter (no Intl of their own)', () => {
    for (const file of [
      'apps/web/src/features/wallet/model/money.ts',
      'apps/web/src/features/play/model/format.ts',
      'apps/web/src/features/legal/model/format.ts',
      'apps/web/src/features/notifications/model/notification-text.ts',
      'apps/web/src/features/bonuses/model/money.ts',
      'apps/web/src/features/responsible-gaming/model/format.ts',
    ]) {
      const text = readFileSync(path.join(ROOT, file), 'utf8');
      expect(text, file).toMatch(/formatMoney(Number)?\b/);
      expect(text, `${file} formats money with Intl itself`).not.toMatch(
        /new Intl\.NumberFormat\([^)]*(currency|maximumFractionDigits: 2)/s,
      );
    }
  });
});
