// The urql client of the staff API: POST /backoffice/graphql with `Authorization: Bearer <staff
// token>`. An UNAUTHORIZED answer (no live session: idle timeout, revoked, disabled) ends the
// session in the app (`onUnauthorized`).
import { Client, fetchExchange, mapExchange } from '@urql/core';
import { errorCode } from './errors';
import { readToken } from './token';

export const BACKOFFICE_GRAPHQL = '/backoffice/graphql';

export function createStaffClient(onUnauthorized: () => void): Client {
  return new Client({
    url: BACKOFFICE_GRAPHQL,
    requestPolicy: 'cache-and-network',
    preferGetMethod: false,
    exchanges: [
      mapExchange({
        onError(error, operation) {
          // signing in and reading an invitation happen without a session
          const name = operation.query.definitions[0];
          const op = name && 'name' in name ? name.name?.value : undefined;
          if (op === 'SignIn' || op === 'Invitation') return;
          if (errorCode(error) === 'UNAUTHORIZED') onUnauthorized();
        },
      }),
      fetchExchange,
    ],
    fetchOptions: (): RequestInit => {
      const token = readToken();
      const headers: Record<string, string> = {};
      if (token) headers.authorization = `Bearer ${token}`;
      return { headers };
    },
  });
}
