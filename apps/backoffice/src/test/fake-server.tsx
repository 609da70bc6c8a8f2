// Component tests talk to a real urql Client whose only exchange is this fake server: each
// operation is answered by a handler named after it (data, or `{ errors }` with a code), and every
// call is recorded with its variables so a test can assert what was sent.
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { Client, getOperationName, makeResult, type Exchange, type Operation } from '@urql/core';
import { MemoryRouter } from 'react-router';
import { filter, fromPromise, mergeMap, pipe } from 'wonka';
import type { Permission, StaffRole } from '@/gql/graphql';
import { SessionProvider, type Me } from '@/lib/session';

type Answer = { data?: unknown; errors?: { message: string; extensions: { code: string } }[] };
export type Handlers = Record<string, (variables: Record<string, unknown>) => Answer>;

export function failure(code: string): Answer {
  return { errors: [{ message: code, extensions: { code } }] };
}

export function fakeServer(handlers: Handlers) {
  const calls: { name: string; variables: Record<string, unknown> }[] = [];
  const exchange: Exchange = () => (ops$) =>
    pipe(
      ops$,
      filter((op: Operation) => op.kind !== 'teardown'),
      mergeMap((op: Operation) => {
        const name = getOperationName(op.query) ?? '?';
        const variables = (op.variables ?? {}) as Record<string, unknown>;
        calls.push({ name, variables });
        const handler = handlers[name];
        const answer = handler ? handler(variables) : failure('NOT_FOUND');
        return fromPromise(
          Promise.resolve(makeResult(op, answer as Parameters<typeof makeResult>[1])),
        );
      }),
    );
  const client = new Client({ url: '/backoffice/graphql', exchanges: [exchange] });
  return { client, calls, named: (name: string) => calls.filter((c) => c.name === name) };
}

export function staff(role: StaffRole, permissions: Permission[], id = 'staff-1'): Me {
  return {
    __typename: 'Me',
    id,
    email: `${role}@aurum.test`,
    name: `${role[0]?.toUpperCase()}${role.slice(1)} Person`,
    role,
    permissions,
    idleTimeoutSeconds: 900,
    sessionExpiresAt: null,
  } as Me;
}

export function renderWith(
  ui: ReactNode,
  {
    handlers = {},
    me = null,
    path = '/',
  }: { handlers?: Handlers; me?: Me | null; path?: string } = {},
) {
  const server = fakeServer(handlers);
  const view = render(
    <SessionProvider client={server.client} initialMe={me}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </SessionProvider>,
  );
  return { ...view, server };
}
