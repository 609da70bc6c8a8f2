// GraphQL's half of the request limits (http/rate-limit.ts has the stores and the REST half).
// Runs after validation and before execution, on HTTP and websocket operations alike; a refused
// operation executes nothing and answers `{ errors: [{ extensions: { code: 'TRY_AGAIN_LATER',
// details: { retryAfterSeconds } } }] }` (plus a Retry-After header on HTTP).
//   - mutations: per IP and per account, and the tighter classes of the fields they name
//     (registration per IP, password reset per address, confirmation mails per account's
//     address, chat messages per account);
//   - queries: keyed by their root fields (not the operation name, which the client chooses
//     freely) and the account, or the IP for guests — one expensive query cannot be repeated
//     without bound, and renaming the operation does not reset its budget;
//   - operator fields (operator*) and calls with x-operator-token: the operator class per IP;
//   - subscriptions: each one started counts per account, or per IP for guests (graphql/ws.ts
//     also limits the websocket connections opened per IP).
import {
  getArgumentValues,
  getOperationAST,
  GraphQLError,
  Kind,
  type DocumentNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type FieldNode,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Config, RateLimitClass } from '../config';
import { clientIp } from '../http/client';
import type { RateLimiter } from '../http/rate-limit';
import type { GraphQLContext } from '../modules/types';
import type { ServerContext } from './context';

/** The root fields an operation selects (through fragments too), `__typename` aside. */
export function rootFields(
  document: DocumentNode,
  operation: OperationDefinitionNode,
): FieldNode[] {
  const fragments = new Map(
    document.definitions.flatMap((d) =>
      d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d]] : [],
    ),
  );
  const out: FieldNode[] = [];
  const seen = new Set<string>();
  const walk = (set: SelectionSetNode) => {
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        if (!selection.name.value.startsWith('__')) out.push(selection);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        walk(selection.selectionSet);
      } else {
        const name = selection.name.value;
        const fragment = fragments.get(name);
        if (fragment && !seen.has(name)) {
          seen.add(name);
          walk(fragment.selectionSet);
        }
      }
    }
  };
  walk(operation.selectionSet);
  return out;
}

function emailArgument(
  schema: GraphQLSchema,
  field: FieldNode,
  variables: Record<string, unknown> | null | undefined,
): string | null {
  const definition = schema.getMutationType()?.getFields()[field.name.value];
  if (!definition) return null;
  try {
    const values = getArgumentValues(definition, field, variables ?? {});
    const input = values.input as { email?: unknown } | undefined;
    return typeof input?.email === 'string' ? input.email.trim().toLowerCase() : null;
  } catch {
    return null;
  }
}

/** The answer of a refused operation (no field executes). */
function refusal(retryAfterSeconds: number) {
  return {
    errors: [
      new GraphQLError('Too many requests; try again later.', {
        extensions: { code: 'TRY_AGAIN_LATER', details: { retryAfterSeconds } },
      }),
    ],
  };
}

type LimitedContext = GraphQLContext & ServerContext;
const callerIp = (ctx: LimitedContext, config: Config) =>
  ctx.req ? clientIp(ctx.req, config.trustProxy) : (ctx.caller?.ip ?? 'unknown');

export function useRateLimits(limiter: RateLimiter, config: Config): Plugin {
  return {
    async onSubscribe({ args, setResultAndStopExecution }) {
      const ctx = args.contextValue as unknown as LimitedContext;
      const subject = ctx.viewer?.userId ?? `ip:${callerIp(ctx, config)}`;
      const verdict = await limiter.consume('SUBSCRIPTION', subject);
      if (!verdict.allowed) setResultAndStopExecution(refusal(verdict.retryAfterSeconds));
    },
    async onExecute({ args, setResultAndStopExecution }) {
      const operation = getOperationAST(args.document, args.operationName);
      if (!operation || operation.operation === 'subscription') return;
      const ctx = args.contextValue as unknown as LimitedContext;
      const ip = callerIp(ctx, config);
      const account = ctx.viewer?.userId ?? null;
      const fields = rootFields(args.document, operation);
      const names = fields.map((f) => f.name.value);
      const checks: Array<readonly [RateLimitClass, string]> = [];
      if (operation.operation === 'mutation') {
        checks.push(['MUTATION_IP', ip]);
        if (account) checks.push(['MUTATION_ACCOUNT', account]);
        for (const field of fields) {
          switch (field.name.value) {
            case 'userRegisterByEmail':
              checks.push(['REGISTRATION', ip]);
              break;
            case 'resetPasswordByEmail':
              checks.push([
                'PASSWORD_RESET',
                emailArgument(args.schema, field, args.variableValues) ?? `ip:${ip}`,
              ]);
              break;
            case 'sendEmailConfirmationOtp':
            case 'resendEmailConfirmationOtp':
              checks.push(['CONFIRMATION_MAIL', ctx.viewer?.email.toLowerCase() ?? `ip:${ip}`]);
              break;
            case 'sendChatMessage':
              checks.push(['CHAT_MESSAGE', account ?? `ip:${ip}`]);
              break;
          }
        }
      } else {
        checks.push(['QUERY', `${[...new Set(names)].sort().join(',')}@${account ?? ip}`]);
      }
      const operatorHeader = ctx.req?.headers['x-operator-token'] !== undefined;
      if (operatorHeader || names.some((n) => n.startsWith('operator'))) {
        checks.push(['OPERATOR', ip]);
      }
      const verdict = await limiter.consumeAll(checks);
      if (verdict.allowed) return;
      ctx.reply?.header('retry-after', String(verdict.retryAfterSeconds));
      setResultAndStopExecution(refusal(verdict.retryAfterSeconds));
    },
  };
}
