// The staff schema: its own SDL files (schema/*.graphql), never merged with the player schema.
// Every root field is wrapped by guard.ts, and fields with a permission of their own too.
import fs from 'node:fs';
import path from 'node:path';
import type { GraphQLFieldResolver, GraphQLSchema } from 'graphql';
import { createSchema } from 'graphql-yoga';
import { scalarResolvers } from '../graphql/scalars';
import type { StaffContext } from './context';
import { guardField, guardRoot } from './guard';
import { FIELD_PERMISSIONS } from './operations';
import { deskResolvers } from './desk';
import { financeResolvers } from './finance-resolvers';
import { contentResolvers } from './content/resolvers';
import { resolvers } from './resolvers';

export const STAFF_SCHEMA_DIR = path.join(import.meta.dirname, 'schema');

export function staffTypeDefs(): string[] {
  return fs
    .readdirSync(STAFF_SCHEMA_DIR)
    .filter((file) => file.endsWith('.graphql'))
    .sort()
    .map((file) => fs.readFileSync(path.join(STAFF_SCHEMA_DIR, file), 'utf8'));
}

type AnyResolver = GraphQLFieldResolver<unknown, StaffContext, Record<string, unknown>>;
type ResolverMap = Record<string, Record<string, AnyResolver>>;

/** The resolver maps (core, content) merged, with every root field guarded (a field without a permission throws here). */
export function guardedResolvers(): ResolverMap {
  const out: ResolverMap = {};
  const entries = [resolvers, deskResolvers, financeResolvers, contentResolvers].flatMap((map) =>
    Object.entries(map as unknown as ResolverMap),
  );
  for (const [type, fields] of entries) {
    out[type] ??= {};
    for (const [field, resolver] of Object.entries(fields)) {
      const key = `${type}.${field}`;
      out[type][field] =
        type === 'Query' || type === 'Mutation'
          ? guardRoot(key, resolver)
          : FIELD_PERMISSIONS[key]
            ? guardField(key, resolver)
            : resolver;
    }
  }
  return out;
}

export function buildStaffSchema(): GraphQLSchema {
  return createSchema<StaffContext>({
    typeDefs: staffTypeDefs(),
    resolvers: [scalarResolvers, guardedResolvers()] as Parameters<
      typeof createSchema<StaffContext>
    >[0]['resolvers'],
  });
}
