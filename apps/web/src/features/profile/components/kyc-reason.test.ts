// The KYC rejection's reason code (users.kyc_reason, set by staff in the back office) is shown
// translated in all six player languages; an older free-text reason is shown as written.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { kycReasonText } from './kyc-section';

const LANGUAGES = ['en', 'ru', 'az', 'kk', 'tr', 'ar'] as const;
// the staff API's KycRejectReason enum (apps/server/src/backoffice/schema/kyc.graphql)
const sdl = fs.readFileSync(
  path.resolve(import.meta.dirname, '../../../../../server/src/backoffice/schema/kyc.graphql'),
  'utf8',
);
const CODES = [
  .../enum KycRejectReason \{([^}]*)\}/.exec(sdl)![1]!.matchAll(/^\s+([A-Z_]+)$/gm),
].map((m) => m[1]!);

function profile(language: string): { kyc: { reasons: Record<string, string> } } {
  const file = path.resolve(import.meta.dirname, `../../../locales/${language}/profile.json`);
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

describe('KYC rejection reasons', () => {
  it('every reason code of the staff API has a text in every player language', () => {
    expect(CODES).toContain('DOCUMENT_UNREADABLE');
    for (const language of LANGUAGES) {
      const reasons = profile(language).kyc.reasons;
      expect(Object.keys(reasons).sort(), language).toEqual([...CODES].sort());
      for (const code of CODES) expect(reasons[code], `${language} ${code}`).not.toBe(code);
      if (language !== 'en') {
        expect(reasons.DOCUMENT_UNREADABLE).not.toBe(profile('en').kyc.reasons.DOCUMENT_UNREADABLE);
      }
    }
  });

  it('translates a code and keeps a free-text reason', () => {
    const reasons = profile('ar').kyc.reasons;
    const t = (key: string) => reasons[key.split('.').pop()!]!;
    const exists = (key: string) => key.split('.').pop()! in reasons;
    expect(kycReasonText('DOCUMENT_UNREADABLE', t, exists)).toBe(reasons.DOCUMENT_UNREADABLE);
    expect(kycReasonText('Blurry photo', t, exists)).toBe('Blurry photo');
    expect(kycReasonText('SOMETHING_NEW', t, exists)).toBe('SOMETHING_NEW');
  });
});
