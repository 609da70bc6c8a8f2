import { CombinedError } from 'urql';
import { describe, expect, it } from 'vitest';
import ar from '@/locales/ar/errors.json';
import az from '@/locales/az/errors.json';
import en from '@/locales/en/errors.json';
import kk from '@/locales/kk/errors.json';
import ru from '@/locales/ru/errors.json';
import tr from '@/locales/tr/errors.json';
import { PLAY_ERROR_KEYS, playErrorKey, playFailureKey } from './play-errors';

const appError = (code: string) => ({ __typename: 'GeneralAppError', code, message: 'x' });

describe('play errors', () => {
  it('maps what the play resolvers return to a translated text', () => {
    for (const code of [
      'INSUFFICIENT_FUNDS',
      'BET_TOO_LOW',
      'BET_TOO_HIGH',
      'GAME_NOT_FOUND',
      'RESTRICTION_GEO',
      'IDEMPOTENCY_CONFLICT',
      'BONUS_UNAVAILABLE',
    ]) {
      expect(playFailureKey(appError(code), undefined)).toBe(code);
    }
    expect(playFailureKey(appError('VALIDATION_ERROR'), undefined)).toBe('INVALID_BET');
    expect(playFailureKey(appError('SOMETHING_NEW'), undefined)).toBe('ERROR_DEFAULT');
    expect(playErrorKey('')).toBe('ERROR_DEFAULT');
  });

  it('tells a settled round, a lost connection and a refused session apart', () => {
    expect(playFailureKey({ __typename: 'PlaySuccess' }, undefined)).toBeNull();
    expect(playFailureKey(undefined, undefined)).toBe('NETWORK_ERROR');
    expect(
      playFailureKey(undefined, new CombinedError({ networkError: new Error('offline') })),
    ).toBe('NETWORK_ERROR');
    expect(
      playFailureKey(
        undefined,
        new CombinedError({
          graphQLErrors: [{ message: 'Sign in', extensions: { code: 'UNAUTHORIZED' } }],
        }),
      ),
    ).toBe('UNAUTHORIZED');
    expect(
      playFailureKey(undefined, new CombinedError({ graphQLErrors: [{ message: 'boom' }] })),
    ).toBe('ERROR_DEFAULT');
  });

  it('has a title and a text for every key in all six languages', () => {
    for (const [lng, catalogue] of Object.entries({ en, ru, az, kk, tr, ar })) {
      const texts = catalogue as Record<string, { title?: string; text?: string }>;
      for (const key of PLAY_ERROR_KEYS) {
        expect(texts[key]?.title, `${lng} ${key}`).toBeTruthy();
        expect(texts[key]?.text, `${lng} ${key}`).toBeTruthy();
      }
    }
    expect(en.BET_TOO_HIGH.text).toContain('{{max}}');
    expect(en.BET_TOO_LOW.text).toContain('{{min}}');
  });
});
