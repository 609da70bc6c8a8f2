// Typed GraphQL documents (docs/contract-notes-web.md). Write an operation or fragment as
// `graphql(`query Name { … }`)`: GraphQL Code Generator reads the literal (`npm run codegen -w
// apps/web`) and its overload in `@/gql/gql` types the document's data and variables. A document
// that spreads fragments names them with `withFragments(document, [FRAGMENT, …])`.
//
// Only the TYPES come from `src/gql/`: the document is parsed here, where it is declared, so it
// lands in its feature's chunk instead of one module holding every operation of the app.
import { gql } from '@urql/core';
import type { DefinitionNode, DocumentNode, FragmentDefinitionNode } from 'graphql';
import type { graphql as generated } from '@/gql/gql';

/** Parses a document; its type comes from the generated overload for this exact text. */
export const graphql = ((source: string) => gql(source)) as unknown as typeof generated;

const isFragment = (definition: DefinitionNode): definition is FragmentDefinitionNode =>
  (definition.kind as string) === 'FragmentDefinition';

/** The document with the definitions of the fragments it spreads (each fragment once). */
export function withFragments<T extends DocumentNode>(
  document: T,
  fragments: readonly DocumentNode[],
): T {
  const definitions = [...document.definitions];
  const names = new Set(definitions.filter(isFragment).map((d) => d.name.value));
  for (const fragment of fragments) {
    for (const definition of fragment.definitions) {
      if (!isFragment(definition) || names.has(definition.name.value)) continue;
      names.add(definition.name.value);
      definitions.push(definition);
    }
  }
  return { kind: document.kind, definitions } as unknown as T;
}
