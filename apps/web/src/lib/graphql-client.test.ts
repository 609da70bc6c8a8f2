import { CombinedError, gql } from '@urql/core';
import { describe, expect, it } from 'vitest';
import { isUnauthorized, operationUrl } from './graphql-client';

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
