import { describe, expect, it } from 'vitest';
import { en } from './en';
import { ru } from './ru';

// plural forms differ by language: compare keys without their plural suffix
const keys = (o: object, prefix = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) =>
    typeof v === 'string'
      ? [`${prefix}${k.replace(/_(zero|one|two|few|many|other)$/, '')}`]
      : keys(v as object, `${prefix}${k}.`),
  );

describe('staff locales', () => {
  it('has every English key in Russian and no extra one', () => {
    expect([...new Set(keys(ru))].sort()).toEqual([...new Set(keys(en))].sort());
  });

  it('has the four Russian plural forms wherever English has a plural', () => {
    const flat = (o: object, prefix = ''): string[] =>
      Object.entries(o).flatMap(([k, v]) =>
        typeof v === 'string' ? [`${prefix}${k}`] : flat(v as object, `${prefix}${k}.`),
      );
    const ruKeys = new Set(flat(ru));
    for (const k of flat(en).filter((k) => k.endsWith('_one'))) {
      for (const form of ['one', 'few', 'many', 'other'])
        expect(ruKeys, k).toContain(k.replace(/_one$/, `_${form}`));
    }
  });

  it('leaves no Russian string untranslated (identical to English) except codes and names', () => {
    const allowed = new Set([
      'nav.kyc',
      'dashboard.ggr',
      'dashboard.ngr',
      'risk.kyc',
      'player.session.ip',
      'players.col.kyc',
      'reports.tab.ggr',
      'reports.col.ggr',
      'reports.col.ngr',
    ]);
    const pairs = (o: object, other: object, prefix = ''): [string, string, string][] =>
      Object.entries(o).flatMap(([k, v]) => {
        const w = (other as Record<string, unknown>)[k];
        return typeof v === 'string'
          ? typeof w === 'string'
            ? [[`${prefix}${k}`, v, w] as [string, string, string]]
            : []
          : pairs(v as object, (w ?? {}) as object, `${prefix}${k}.`);
      });
    const same = pairs(en, ru)
      .filter(([k, a, b]) => a === b && !allowed.has(k))
      .map(([k]) => k);
    expect(same).toEqual([]);
  });
});
