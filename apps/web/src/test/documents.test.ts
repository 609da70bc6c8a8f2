// Every GraphQL document the app declares (`graphql(…)` in an api/ module) is valid against the
// schema with the fragments it names, and every operation has its own name.
import { buildSchema, validate, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { GRAPHQL_LIMITS } from '@aurum/domain';
import {
  createRequest,
  formatDocument,
  gql,
  makeOperation,
  type OperationContext,
} from '@urql/core';
import sdl from '../gql/schema.graphql?raw';
import { pipe, toPromise } from 'wonka';
import { describe, expect, it } from 'vitest';
import { assertValidDocument, fakeClient, resolveAnswer } from './fake-client';

const modules = import.meta.glob<Record<string, unknown>>(
  ['../**/api/*.ts', '!../**/*.test.ts', '!../gql/**'],
  { eager: true },
);

const isDocument = (value: unknown): value is DocumentNode =>
  typeof value === 'object' && value !== null && (value as DocumentNode).kind === 'Document';
const operationOf = (document: DocumentNode) =>
  document.definitions.find((d): d is OperationDefinitionNode => d.kind === 'OperationDefinition');

const operations = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter(([, value]) => isDocument(value) && operationOf(value))
    .map(([name, value]) => ({ file, name, document: value as DocumentNode })),
);

const limitsSchema = buildSchema(sdl);

describe('the app’s GraphQL documents', () => {
  it('are found', () => {
    expect(operations.length).toBeGreaterThan(80);
  });

  it.each(operations.map((o) => [`${o.file} ${o.name}`, o.document] as const))(
    '%s is valid against the schema',
    (_label, document) => {
      expect(() => assertValidDocument(document)).not.toThrow();
    },
  );

  // The server refuses an operation over its cost or depth limit (graphql-armor); urql adds
  // `__typename` to every selection, so measure the document as it goes on the wire.
  it.each(operations.map((o) => [`${o.file} ${o.name}`, o.document] as const))(
    "%s fits the server's cost and depth limits",
    (_label, document) => {
      const rejected: string[] = [];
      const onReject = [
        (_ctx: unknown, error: { message: string }) => rejected.push(error.message),
      ];
      validate(limitsSchema, formatDocument(document), [
        costLimitRule({ maxCost: GRAPHQL_LIMITS.maxCost, onReject, propagateOnRejection: false }),
        maxDepthRule({
          n: GRAPHQL_LIMITS.maxDepth,
          flattenFragments: true,
          onReject,
          propagateOnRejection: false,
        }),
      ]);
      expect(rejected).toEqual([]);
    },
  );

  it('name every operation, each name once', () => {
    const names = new Map<string, DocumentNode>();
    for (const { file, name, document } of operations) {
      const opName = operationOf(document)?.name?.value;
      expect(opName, `${file} ${name}`).toBeTruthy();
      const seen = names.get(opName!);
      // the same document may be exported twice (a re-export); two documents may not share a name
      expect(seen === undefined || seen === document, `${opName} is declared twice`).toBe(true);
      names.set(opName!, document);
    }
  });
});

describe('the fake client', () => {
  it('refuses a document the schema does not have', () => {
    expect(() => assertValidDocument(gql('query Nope { noSuchField }'))).toThrow(
      /Nope: document does not match the schema/,
    );
  });

  it('refuses variables the schema would refuse', () => {
    const document = gql('query Game($slug: String!) { gameBySlug(slug: $slug) { __typename } }');
    expect(() => resolveAnswer(document, {}, {})).toThrow(/\$slug/);
  });

  it('refuses an answer that breaks the schema, and keeps only the selected fields', () => {
    const document = gql('query Cats { gameCategoryList { name _count } }');
    expect(() => resolveAnswer(document, {}, { gameCategoryList: [{ name: 'slots' }] })).toThrow(
      /Cannot return null for non-nullable field/,
    );
    const full = { name: 'slots', _count: 3, description: 'x', rollover: 1 };
    expect(resolveAnswer(document, {}, { gameCategoryList: [full] })).toEqual({
      gameCategoryList: [{ name: 'slots', _count: 3 }],
    });
  });

  it('answers by operation name', async () => {
    const fake = fakeClient({ Cats: () => ({ gameCategoryList: [] }) });
    const request = createRequest(gql('query Cats { gameCategoryList { name } }'), {});
    const operation = makeOperation('query', request, {} as OperationContext);
    const result = await pipe(fake.client.executeQuery(operation), toPromise);
    expect(result.data).toEqual({ gameCategoryList: [] });
    expect(fake.calls).toEqual(['Cats']);
  });
});
