// The staff API on Fastify: POST|GET /backoffice/graphql (its own Yoga over the staff schema) and
// the REST routes where files are involved: GET /backoffice/api/audit.csv (AUDIT_EXPORT) and
// GET /backoffice/api/kyc/documents/:id (a signed link from the KYC queue, KYC_READ).
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { NoSchemaIntrospectionCustomRule, type GraphQLSchema } from 'graphql';
import { createYoga, type Plugin } from 'graphql-yoga';
import { GRAPHQL_LIMITS } from '@aurum/domain';
import { AppError } from '../errors';
import { checkOperationName } from '../graphql/http-route';
import { useInputHygiene } from '../graphql/input-hygiene';
import { codeEveryError, maskAppError, yogaLogger } from '../graphql/yoga';
import { bearerToken, isOperatorToken } from '../http/auth';
import { clientIp } from '../http/client';
import { tryAgainLater, type RateLimiter } from '../http/rate-limit';
import { readKycDocumentAsOperator, documentStorages } from '../modules/identity';
import type { AppDeps } from '../modules/types';
import { auditCsv, type AuditFilter } from './audit';
import { registerContentImages } from './content/images';
import type { StaffActor, StaffContext } from './context';
import { audit, checkAccess } from './guard';
import { registerFinanceRoutes } from './finance-http';
import { checkDocumentUrl } from './kyc';
import { hasPermission } from './permissions';
import { playerLoader } from './players-read';
import { buildStaffSchema } from './schema';
import { findStaffById, findStaffSession } from './staff';

export const STAFF_GRAPHQL_PATH = '/backoffice/graphql';

/** The OPERATOR_TOKEN caller: an audited automation actor with the admin role. */
export function automationActor(request: FastifyRequest): StaffActor {
  const who = request.headers['x-operator-name'];
  const name = typeof who === 'string' && /^[\w .@-]{1,64}$/.test(who) ? who : 'operator';
  return {
    id: 'automation',
    email: 'automation',
    name: `automation:${name}`,
    role: 'admin',
    sessionId: null,
    expiresAt: null,
  };
}

/** Who calls: a live staff session (bearer) or the operator token; null otherwise. */
export async function staffActorOf(
  deps: AppDeps,
  request: FastifyRequest,
  limiter: RateLimiter | null,
): Promise<{ actor: StaffActor | null; token: string | null }> {
  const operatorHeader = request.headers['x-operator-token'];
  if (operatorHeader !== undefined) {
    if (limiter) {
      const verdict = await limiter.consume('OPERATOR', clientIp(request, deps.config.trustProxy));
      if (!verdict.allowed) throw tryAgainLater(verdict);
    }
    return {
      actor: isOperatorToken(deps.config.operatorToken, operatorHeader)
        ? automationActor(request)
        : null,
      token: null,
    };
  }
  const token = bearerToken(request.headers.authorization);
  if (!token) return { actor: null, token: null };
  const session = await findStaffSession(deps, token);
  if (!session) return { actor: null, token };
  const { account } = session;
  return {
    actor: {
      id: account.id,
      email: account.email,
      name: account.name,
      role: account.role,
      sessionId: session.sessionId,
      expiresAt: session.expiresAt,
    },
    token,
  };
}

async function staffContext(
  deps: AppDeps,
  request: FastifyRequest,
  limiter: RateLimiter | null,
): Promise<StaffContext> {
  const { actor, token } = await staffActorOf(deps, request, limiter);
  const agent = request.headers['user-agent'];
  return {
    deps,
    db: deps.db,
    config: deps.config,
    pubsub: deps.pubsub,
    clock: deps.clock,
    log: request.log,
    requestId: request.id,
    actor,
    token,
    ip: clientIp(request, deps.config.trustProxy),
    userAgent: typeof agent === 'string' ? agent : null,
    rateLimiter: limiter,
    note: {},
    players: playerLoader(deps.db),
  };
}

export function createStaffYoga(deps: AppDeps, schema: GraphQLSchema, limiter: RateLimiter | null) {
  const { config } = deps;
  const plugins: Plugin[] = [
    useInputHygiene(),
    EnvelopArmorPlugin({
      maxDepth: { n: GRAPHQL_LIMITS.maxDepth, flattenFragments: true },
      costLimit: { maxCost: GRAPHQL_LIMITS.maxCost },
      maxAliases: { n: GRAPHQL_LIMITS.maxAliases },
      maxTokens: { n: GRAPHQL_LIMITS.maxTokens },
      maxDirectives: { n: GRAPHQL_LIMITS.maxDirectives },
      blockFieldSuggestion: { enabled: config.isProduction },
    }),
    codeEveryError(config.debugErrors),
  ];
  if (config.isProduction) {
    plugins.push({
      onValidate({ addValidationRule }) {
        addValidationRule(NoSchemaIntrospectionCustomRule);
      },
    });
  }
  return createYoga<{ req: FastifyRequest; reply: FastifyReply }, StaffContext>({
    schema,
    graphqlEndpoint: STAFF_GRAPHQL_PATH,
    logging: yogaLogger(deps.log),
    landingPage: false,
    graphiql: false,
    cors: false,
    maskedErrors: { maskError: maskAppError, isDev: config.debugErrors },
    context: ({ req }) => staffContext(deps, req, limiter),
    plugins,
  });
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value.slice(0, 200) : null;
const date = (value: unknown): Date | null => {
  if (typeof value !== 'string') return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
};

export async function registerBackoffice(
  app: FastifyInstance,
  deps: AppDeps,
  limiter: RateLimiter | null,
): Promise<void> {
  const yoga = createStaffYoga(deps, buildStaffSchema(), limiter);
  app.route({
    url: STAFF_GRAPHQL_PATH,
    method: ['GET', 'POST', 'OPTIONS'],
    handler: async (req, reply) => {
      const check = checkOperationName(req);
      if (!check.ok) {
        return reply.code(400).send({
          errors: [{ message: check.message, extensions: { code: 'OPERATION_NAME_MISMATCH' } }],
        });
      }
      req.graphqlOperation = check.operationName;
      const response = await yoga.handleNodeRequestAndResponse(req, reply, { req, reply });
      reply.code(response.status);
      response.headers.forEach((value, key) => {
        reply.header(key, value);
      });
      reply.header('cache-control', 'no-store');
      return reply.send(response.body);
    },
  });

  // content images (content/images.ts): the multipart upload and the players' read, own scope
  await app.register(async (scope) =>
    registerContentImages(scope, deps, (req) => staffContext(deps, req, limiter)),
  );

  // the audit trail as CSV (same filters as auditLog)
  app.get('/backoffice/api/audit.csv', async (req, reply) => {
    const ctx = await staffContext(deps, req, limiter);
    await checkAccess(ctx, { permission: 'AUDIT_EXPORT', action: 'audit.export' }, {});
    const q = (req.query ?? {}) as Record<string, unknown>;
    const outcome = text(q.outcome);
    const filter: AuditFilter = {
      actorId: text(q.actor),
      action: text(q.action),
      targetType: text(q.targetType),
      targetId: text(q.targetId),
      outcome: outcome === 'OK' || outcome === 'DENIED' || outcome === 'FAILED' ? outcome : null,
      from: date(q.from),
      to: date(q.to),
    };
    await audit(ctx, 'audit.export', 'OK', { after: { filter } });
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="staff-audit.csv"')
      .header('cache-control', 'no-store');
    let body = '';
    for await (const chunk of auditCsv(deps.db, filter)) body += chunk;
    return reply.send(body);
  });

  // finance and reports CSV (finance-http.ts)
  registerFinanceRoutes(app, deps, limiter, (req) => staffContext(deps, req, limiter));

  // a KYC document behind a signed link (no header: <img> and <iframe> load it)
  app.get('/backoffice/api/kyc/documents/:id', async (req, reply) => {
    const { id } = req.params as { id: string };
    const q = (req.query ?? {}) as Record<string, unknown>;
    const staffId = text(q.staff) ?? '';
    const now = deps.clock.now();
    const ok = checkDocumentUrl(
      deps.config,
      id,
      staffId,
      text(q.exp) ?? '',
      text(q.sig) ?? '',
      now,
    );
    const staff = ok ? await findStaffById(deps.db, staffId) : null;
    const automation = ok && staffId === 'automation';
    const allowed =
      automation || (staff !== null && !staff.disabled && hasPermission(staff.role, 'KYC_READ'));
    const ctx = await staffContext(deps, req, limiter);
    ctx.actor ??= staff
      ? {
          id: staff.id,
          email: staff.email,
          name: staff.name,
          role: staff.role,
          sessionId: null,
          expiresAt: null,
        }
      : automation
        ? automationActor(req)
        : null;
    if (!allowed) {
      await audit(ctx, 'kyc.read-document', 'DENIED', { targetType: 'kyc-document', targetId: id });
      throw new AppError('FORBIDDEN', { message: 'This link is not valid (any more).' });
    }
    const file = await readKycDocumentAsOperator(
      { db: deps.db, storages: documentStorages(deps.config) },
      `staff:${staffId}`,
      id,
    );
    await audit(ctx, 'kyc.read-document', 'OK', {
      targetType: 'player',
      targetId: file.userId,
      after: { documentId: id },
    });
    return reply
      .header('content-type', file.document.mimeType)
      .header('content-disposition', `inline; filename="document"`)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(file.bytes);
  });
}
