import { CombinedError, gql } from '@urql/core';
import { describe, expect, it } from 'vitest';
import { isBadTokenClose, isUnauthorized, noteRgClose, operationUrl } from './graphql-client';
import { getRgSignOutReason, rgRefusalOfError, setRgSignOutReason } from './rg-sign-out';

describe('GraphQL client helpers', () => {
  it('puts the operation name in the query string', () => {
    expect(
      operationUrl({
        query: gql`
          query CurrentUser {
            currentUser {
              id
            }
          }
        `,
      }),
    ).toBe('/graphql?op=CurrentUser');
    expect(
      operationUrl({
        query: gql`
          {
            banners {
              id
            }
          }
        `,
      }),
    ).toBe('/graphql');
  });

  it('recognises the unauthorised signals of spec §4.1', () => {
    expect(
      isUnauthorized(
        new CombinedError({
          graphQLErrors: [{ message: 'no', extensions: { code: 'UNAUTHORIZED' } }],
        }),
      ),
    ).toBe(true);
    expect(isUnauthorized(new CombinedError({ response: { status: 401 } }))).toBe(true);
    expect(isUnauthorized(new CombinedError({ response: { status: 403 } }))).toBe(true);
    expect(isUnauthorized(new CombinedError({ graphQLErrors: [{ message: 'boom' }] }))).toBe(false);
    expect(isUnauthorized(undefined)).toBe(false);
  });
});

describe('responsible-gaming sign-out signals (issue 14)', () => {
  it('treats the RG socket closes as fatal and remembers their code', () => {
    expect(isBadTokenClose({ code: 4401 })).toBe(true);
    expect(isBadTokenClose({ code: 4460, reason: 'RG_TIME_OUT' })).toBe(true);
    expect(isBadTokenClose({ code: 4461, reason: 'RG_SESSION_LIMIT' })).toBe(true);
    expect(isBadTokenClose({ code: 1006 })).toBe(false);
    noteRgClose({ code: 4460, reason: 'RG_TIME_OUT' });
    expect(getRgSignOutReason()?.code).toBe('RG_TIME_OUT');
    noteRgClose({ code: 4461, reason: '' });
    expect(getRgSignOutReason()?.code).toBe('RG_SESSION_LIMIT');
    setRgSignOutReason(null);
    noteRgClose({ code: 4401 });
    expect(getRgSignOutReason()).toBeNull();
  });

  it('reads an RG refusal and its data from a GraphQL error', () => {
    const error = new CombinedError({
      graphQLErrors: [
        {
          message: 'over',
          extensions: {
            code: 'RG_DEPOSIT_LIMIT',
            details: { remainingMinor: '2500', currency: 'USD', decimals: 2 },
          },
        },
      ],
    });
    expect(rgRefusalOfError(error)).toMatchObject({
      code: 'RG_DEPOSIT_LIMIT',
      remainingMinor: '2500',
      currency: 'USD',
      until: null,
    });
    expect(rgRefusalOfError(new CombinedError({ graphQLErrors: [{ message: 'x' }] }))).toBeNull();
  });
});
