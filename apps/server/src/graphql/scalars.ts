// Shared scalars declared (and described) in base.graphql. Their behaviour is given as plain
// config objects, which graphql-tools merges into the SDL types, keeping the SDL descriptions.
import { GraphQLError, Kind, type GraphQLScalarTypeConfig } from 'graphql';

const INTEGER = /^-?\d+$/;

function toBigInt(value: unknown): bigint {
  if (typeof value === 'bigint') return value;
  if (typeof value === 'number' && Number.isSafeInteger(value)) return BigInt(value);
  if (typeof value === 'string' && INTEGER.test(value)) return BigInt(value);
  throw new GraphQLError(`BigInt expects an integer or a string of digits, got: ${String(value)}`);
}

type ScalarBehaviour<TInternal, TExternal> = Pick<
  GraphQLScalarTypeConfig<TInternal, TExternal>,
  'serialize' | 'parseValue' | 'parseLiteral'
>;

export const BigIntScalar: ScalarBehaviour<bigint, string> = {
  serialize: (value) => toBigInt(value).toString(),
  parseValue: (value) => toBigInt(value),
  parseLiteral: (ast) => {
    if (ast.kind === Kind.INT || ast.kind === Kind.STRING) return toBigInt(ast.value);
    throw new GraphQLError('BigInt expects an integer or a string of digits.');
  },
};

function toDate(value: unknown): Date {
  const date =
    value instanceof Date ? value : typeof value === 'string' ? new Date(value) : undefined;
  if (!date || Number.isNaN(date.getTime())) {
    throw new GraphQLError(`DateTime expects an ISO 8601 string, got: ${String(value)}`);
  }
  return date;
}

export const DateTimeScalar: ScalarBehaviour<Date, string> = {
  serialize: (value) => toDate(typeof value === 'number' ? new Date(value) : value).toISOString(),
  parseValue: (value) => toDate(value),
  parseLiteral: (ast) => {
    if (ast.kind === Kind.STRING) return toDate(ast.value);
    throw new GraphQLError('DateTime expects an ISO 8601 string.');
  },
};

export const scalarResolvers = { BigInt: BigIntScalar, DateTime: DateTimeScalar };
