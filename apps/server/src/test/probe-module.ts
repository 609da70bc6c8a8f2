// A module used only by tests: exercises context, errors and limits through the real pipeline.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';
import { requireViewer } from '../graphql/viewer';
import { restOk } from '../rest/reply';
import type { AppDeps, AppModule, GraphQLContext, ModuleResolvers } from '../modules/types';

const typeDefs = /* GraphQL */ `
  extend type Query {
    "The language the request was answered in."
    probeLang: String!
    "Fails the requested way: app, unexpected or unauthorized."
    probeFail(kind: String!): String
    "A node of an arbitrarily deep chain (for depth limits)."
    probeNode: ProbeNode!
  }

  "A link of a chain."
  type ProbeNode {
    "Its name."
    name: String!
    "The next link."
    next: ProbeNode!
  }
`;

async function fail(kind: string, ctx: GraphQLContext): Promise<string> {
  // a query PostgreSQL refuses: its message and SQL must never reach the client
  if (kind === 'sql') await ctx.db.execute(sql`select secret_column from no_such_table_x`);
  if (kind === 'app')
    throw new AppError('BONUS_UNAVAILABLE', { message: 'No bonus now.', status: 409 });
  if (kind === 'unauthorized') return requireViewer(ctx).userId;
  throw new Error('database password leaked in this message');
}

function restRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.post(
    '/api/probe/echo',
    {
      schema: {
        body: {
          type: 'object',
          required: ['amount'],
          properties: { amount: { type: 'integer', minimum: 1 } },
          additionalProperties: false,
        },
      },
    },
    async (request, reply) => restOk(reply, request.body),
  );
  app.get('/api/probe/fail/:kind', async (request) => {
    const { kind } = request.params as { kind: string };
    if (kind === 'app')
      throw new AppError('BONUS_UNAVAILABLE', { message: 'No bonus now.', status: 409 });
    if (kind === 'sql') await deps.db.execute(sql`select secret_column from no_such_table_x`);
    throw new Error('secret internals');
  });
}

export const probeModule: AppModule = {
  name: 'probe',
  typeDefs,
  // its SDL is not part of the app's schema, so not of the generated resolver types
  resolvers: {
    Query: {
      probeLang: (_p: unknown, _a: unknown, ctx: GraphQLContext) => ctx.lang,
      probeFail: (_p: unknown, args: { kind: string }, ctx: GraphQLContext) => fail(args.kind, ctx),
      probeNode: () => ({ name: 'root' }),
    },
    ProbeNode: {
      next: (parent: { name: string }) => ({ name: `${parent.name}>` }),
    },
  } as ModuleResolvers,
  rest: restRoutes,
};
