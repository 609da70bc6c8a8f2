// The one urql client for component tests: the server boundary, everything else is the real code.
// Every document a test executes is validated against the schema (src/gql/schema.graphql, which
// `npm run codegen -w apps/web` builds from the server's SDL) and its variables are coerced like
// the server would; the answer a test gives is then EXECUTED against the schema, so the component
// receives exactly the fields its document selects, and a fixture that breaks the schema (a missing
// non-null field, an unknown enum value, a union member without __typename) fails the test.
import {
  createRequest,
  getOperationName,
  makeErrorResult,
  makeOperation,
  type Operation,
  type OperationContext,
} from '@urql/core';
import {
  buildSchema,
  execute,
  validate,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLError,
} from 'graphql';
import type { Client } from 'urql';
import { vi } from 'vitest';
import {
  fromValue,
  makeSubject,
  map,
  never,
  pipe,
  subscribe,
  toPromise,
  type Source,
  type Subject,
} from 'wonka';
// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- the SDL text, not documents
import sdl from '@/gql/schema.graphql?raw';

export const schema = buildSchema(sdl);

/** An answer that never arrives (the request stays in flight). */
export const PENDING = Symbol('pending');
/** A transport failure (urql's `error`, no data). */
export class NetworkFailure {
  constructor(readonly message = 'Network error') {}
}

type Variables = Record<string, unknown>;
/** The operation's `data` (plain objects, as the server would resolve them), PENDING or a NetworkFailure. */
export type Answer = (variables: Variables, operation: Operation) => unknown;

export interface FakeClient {
  client: Client;
  executeQuery: ReturnType<typeof vi.fn>;
  executeMutation: ReturnType<typeof vi.fn>;
  /** Names of the operations executed so far, in order. */
  calls: string[];
  /** Pushes an event (the subscription field's data) to every subscriber of the named subscription. */
  push: (name: string, data: unknown) => void;
}

function describe(errors: readonly GraphQLError[]): string {
  return errors.map((e) => e.message).join('\n  ');
}

/** Throws when the document is not valid against the schema. */
export function assertValidDocument(document: DocumentNode): void {
  const errors = validate(schema, document);
  if (errors.length) {
    const name = getOperationName(document) ?? '(anonymous)';
    throw new Error(`${name}: document does not match the schema:\n  ${describe(errors)}`);
  }
}

/** Runs the fixture through the schema: the variables are coerced, the data shaped by the selection. */
export function resolveAnswer(
  document: DocumentNode,
  variables: Variables,
  data: unknown,
): ExecutionResult['data'] {
  assertValidDocument(document);
  const result = execute({
    schema,
    document,
    variableValues: variables,
    rootValue: data,
  }) as ExecutionResult;
  if ('then' in result) throw new Error('fixtures must be plain data, not promises');
  if (result.errors?.length) {
    const name = getOperationName(document) ?? '(anonymous)';
    throw new Error(`${name}: the answer does not match the schema:\n  ${describe(result.errors)}`);
  }
  return result.data;
}

export function fakeClient(answers: Record<string, Answer>): FakeClient {
  const calls: string[] = [];
  const subjects = new Map<string, Subject<unknown>>();
  const subject = (name: string) => {
    let s = subjects.get(name);
    if (!s) {
      s = makeSubject<unknown>();
      subjects.set(name, s);
    }
    return s;
  };

  const answer = (operation: Operation): Source<unknown> => {
    const document = operation.query as unknown as DocumentNode;
    const name = getOperationName(operation.query) ?? '';
    const variables = (operation.variables ?? {}) as Variables;
    calls.push(name);
    assertValidDocument(document);
    const reply = answers[name];
    if (!reply) throw new Error(`the fake client has no answer for ${name}`);
    const data = reply(variables, operation);
    if (data === PENDING) return never;
    if (data instanceof NetworkFailure) {
      return fromValue(makeErrorResult(operation, new Error(data.message)));
    }
    return fromValue({ operation, data: resolveAnswer(document, variables, data), stale: false });
  };

  const executeQuery = vi.fn(answer);
  const executeMutation = vi.fn(answer);
  const executeSubscription = (operation: Operation) => {
    const document = operation.query as unknown as DocumentNode;
    const name = getOperationName(operation.query) ?? '';
    calls.push(name);
    assertValidDocument(document);
    const variables = (operation.variables ?? {}) as Variables;
    return pipe(
      subject(name).source,
      map((event) => ({ operation, data: resolveAnswer(document, variables, event) })),
    );
  };
  // client.query(…) / client.mutation(…).toPromise(), as code outside hooks calls them
  const oneShot =
    (kind: 'query' | 'mutation', execute: (operation: Operation) => Source<unknown>) =>
    (document: DocumentNode, variables: Variables = {}) => {
      const operation = makeOperation(
        kind,
        createRequest(document, variables),
        {} as OperationContext,
      );
      return { toPromise: () => pipe(execute(operation), toPromise) };
    };
  const client = {
    executeQuery,
    executeMutation,
    executeSubscription,
    query: oneShot('query', executeQuery),
    mutation: oneShot('mutation', executeMutation),
    subscription: (document: DocumentNode, variables: Variables = {}) => ({
      subscribe: (next: (result: unknown) => void) => {
        const operation = makeOperation(
          'subscription',
          createRequest(document, variables),
          {} as OperationContext,
        );
        return pipe(executeSubscription(operation), subscribe(next));
      },
    }),
  } as unknown as Client;
  return {
    client,
    executeQuery,
    executeMutation,
    calls,
    push: (name, data) => subject(name).next(data),
  };
}
