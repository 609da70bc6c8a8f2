// A urql client for component tests: answers queries and mutations by operation name and lets a
// test push subscription events (the server boundary; everything else is the real code).
import { getOperationName, type GraphQLRequest } from '@urql/core';
import type { Client } from 'urql';
import { vi } from 'vitest';
import { fromValue, makeSubject, type Subject } from 'wonka';

type Answer = (variables: Record<string, unknown>) => unknown;

export interface FakeClient {
  client: Client;
  executeQuery: ReturnType<typeof vi.fn>;
  executeMutation: ReturnType<typeof vi.fn>;
  /** Pushes an event to every subscriber of the named subscription. */
  push: (name: string, data: unknown) => void;
}

export function fakeClient(answers: Record<string, Answer>): FakeClient {
  const subjects = new Map<string, Subject<{ data: unknown }>>();
  const subject = (name: string) => {
    let s = subjects.get(name);
    if (!s) {
      s = makeSubject<{ data: unknown }>();
      subjects.set(name, s);
    }
    return s;
  };
  const answer = (request: GraphQLRequest) => {
    const name = getOperationName(request.query) ?? '';
    const reply = answers[name];
    if (!reply) throw new Error(`no answer for ${name}`);
    return fromValue({ data: reply((request.variables ?? {}) as Record<string, unknown>) });
  };
  const executeQuery = vi.fn(answer);
  const executeMutation = vi.fn(answer);
  const client = {
    executeQuery,
    executeMutation,
    executeSubscription: (request: GraphQLRequest) =>
      subject(getOperationName(request.query) ?? '').source,
  } as unknown as Client;
  return {
    client,
    executeQuery,
    executeMutation,
    push: (name, data) => subject(name).next({ data }),
  };
}
