// Builds the executable schema from the frame (base.graphql) and every module's SDL + resolvers.
import fs from 'node:fs';
import path from 'node:path';
import { Kind, parse, type DocumentNode, type GraphQLSchema } from 'graphql';
import { createSchema } from 'graphql-yoga';
import type { AppModule, GraphQLContext } from '../modules/types';
import { scalarResolvers } from './scalars';

const ROOT_TYPES = new Set(['Query', 'Mutation', 'Subscription']);

/** Reads an SDL file that sits beside the calling module: `readSdl(import.meta.dirname, 'x.graphql')`. */
export function readSdl(dir: string, file: string): string {
  return fs.readFileSync(path.join(dir, file), 'utf8');
}

export const baseTypeDefs = readSdl(import.meta.dirname, 'base.graphql');

/** Root types that some module gives fields to. */
function rootTypesWithFields(documents: DocumentNode[]): Set<string> {
  const used = new Set<string>();
  for (const document of documents) {
    for (const definition of document.definitions) {
      if (
        (definition.kind === Kind.OBJECT_TYPE_EXTENSION ||
          definition.kind === Kind.OBJECT_TYPE_DEFINITION) &&
        ROOT_TYPES.has(definition.name.value) &&
        (definition.fields?.length ?? 0) > 0
      ) {
        used.add(definition.name.value);
      }
    }
  }
  return used;
}

export function buildAppSchema(modules: readonly AppModule[]): GraphQLSchema {
  const moduleDocuments = modules.map((module) => {
    try {
      return parse(module.typeDefs);
    } catch (error) {
      throw new Error(`Invalid SDL in module "${module.name}": ${(error as Error).message}`, {
        cause: error,
      });
    }
  });
  const used = rootTypesWithFields(moduleDocuments);
  const base = parse(baseTypeDefs);
  const frame: DocumentNode = {
    ...base,
    definitions: base.definitions.filter(
      (definition) =>
        !(
          definition.kind === Kind.OBJECT_TYPE_DEFINITION &&
          ROOT_TYPES.has(definition.name.value) &&
          !used.has(definition.name.value)
        ),
    ),
  };
  return createSchema<GraphQLContext>({
    typeDefs: [frame, ...moduleDocuments],
    resolvers: [scalarResolvers, ...modules.map((module) => module.resolvers)] as Parameters<
      typeof createSchema<GraphQLContext>
    >[0]['resolvers'],
  });
}
