// Control characters in GraphQL input, refused before any resolver runs (http/control-chars.ts
// has the rule). An envelop plugin: on execute and subscribe (HTTP and websocket alike) it walks
// the operation's literal arguments and its variables against the schema — strings, IDs and
// custom scalars carried as strings, inside input objects and lists — and answers
// VALIDATION_ERROR for the first string with a forbidden character. Multi-line free text is
// named by schema coordinate in MULTILINE_TEXT; everything else is single-line.
import {
  getNamedType,
  getNullableType,
  getOperationAST,
  GraphQLError,
  isInputObjectType,
  isListType,
  Kind,
  TypeInfo,
  typeFromAST,
  visit,
  visitWithTypeInfo,
  type ExecutionArgs,
  type GraphQLInputType,
  type GraphQLSchema,
  type ValueNode,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import {
  CONTROL_CHARACTER_MESSAGE,
  findInJson,
  firstForbidden,
  hasForbiddenControl,
  type Finding,
  type TextClass,
} from '../http/control-chars';

/**
 * The arguments (`Type.field(arg:)`) and input fields (`Input.field`) that carry multi-line free
 * text: tab, line feed and carriage return allowed. A test proves each exists in the schema.
 */
export const MULTILINE_TEXT: ReadonlySet<string> = new Set([
  'Mutation.sendChatMessage(text:)',
  'Mutation.sendSupportMessage(text:)',
  'SubmitVipApplicationInput.message',
]);

/** The same for the staff schema (/backoffice/graphql): reasons and notes. */
export const STAFF_MULTILINE_TEXT: ReadonlySet<string> = new Set([
  'Mutation.approveWithdrawal(reason:)',
  'Mutation.rejectWithdrawal(reason:)',
  'Mutation.markWithdrawalPaid(reason:)',
  'Mutation.markWithdrawalFailed(reason:)',
  'Mutation.approveKyc(note:)',
  'Mutation.rejectKyc(note:)',
  'Mutation.addPlayerNote(text:)',
  'Mutation.replySupportConversation(text:)',
  'Mutation.closeSupportConversation(reason:)',
  'Mutation.deleteChatMessage(reason:)',
  'Mutation.approveVipApplication(reason:)',
  'Mutation.rejectVipApplication(reason:)',
  'Mutation.setPlayerVipLevel(reason:)',
  'Mutation.setPlayerStatus(reason:)',
  'Mutation.revokePlayerSessions(reason:)',
  'Mutation.resetPlayerTwoFactor(reason:)',
  'AdjustBalanceInput.reason',
  'Mutation.rejectBalanceAdjustment(reason:)',
  'Mutation.forfeitPlayerBonus(reason:)',
  'Mutation.changeStaffRole(reason:)',
  'Mutation.disableStaff(reason:)',
  'Mutation.enableStaff(reason:)',
  'Mutation.reinviteStaff(reason:)',
  // content (backoffice/content): bonus terms, notification messages, banner texts
  'BonusTextsInput.condition',
  'BonusTextsInput.terms',
  'LangTextInput.text',
]);

// the two schemas share no coordinate (a test proves each set exists in its own schema)
const classOf = (coordinate: string): TextClass =>
  MULTILINE_TEXT.has(coordinate) || STAFF_MULTILINE_TEXT.has(coordinate)
    ? 'multi-line'
    : 'single-line';

function checkString(text: string, field: string, textClass: TextClass): Finding | null {
  return hasForbiddenControl(text, textClass)
    ? { field, character: firstForbidden(text, textClass) }
    : null;
}

/** A variable's value (JSON) against its type: strings at scalar positions, keys of objects. */
function walkValue(
  value: unknown,
  type: GraphQLInputType | undefined,
  textClass: TextClass,
  field: string,
): Finding | null {
  if (value === null || value === undefined) return null;
  const nullable = type ? getNullableType(type) : undefined;
  if (nullable && isListType(nullable)) {
    const items = Array.isArray(value) ? value : [value];
    for (let i = 0; i < items.length; i += 1) {
      const found = walkValue(items[i], nullable.ofType, textClass, `${field}.${i}`);
      if (found) return found;
    }
    return null;
  }
  if (
    nullable &&
    isInputObjectType(nullable) &&
    typeof value === 'object' &&
    !Array.isArray(value)
  ) {
    const fields = nullable.getFields();
    for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
      const keyFinding = checkString(key, `${field}.${key}`, 'single-line');
      if (keyFinding) return keyFinding;
      const def = fields[key];
      const found = def
        ? walkValue(item, def.type, classOf(`${nullable.name}.${key}`), `${field}.${key}`)
        : findInJson(item, `${field}.${key}`);
      if (found) return found;
    }
    return null;
  }
  if (typeof value === 'string') return checkString(value, field, textClass);
  // anything else at a leaf (a custom scalar given an object): every string in it is single-line
  return findInJson(value, field);
}

interface LiteralWalk {
  /** per variable name: the text class of every place it is used (single-line wins) */
  usage: Map<string, TextClass>;
}

/** A literal argument value against its type; records where variables are used. */
function walkLiteral(
  node: ValueNode,
  type: GraphQLInputType | undefined,
  textClass: TextClass,
  field: string,
  walk: LiteralWalk,
): Finding | null {
  const nullable = type ? getNullableType(type) : undefined;
  switch (node.kind) {
    case Kind.VARIABLE: {
      const name = node.name.value;
      const previous = walk.usage.get(name);
      walk.usage.set(name, previous === 'single-line' ? previous : textClass);
      return null;
    }
    case Kind.STRING:
      return checkString(node.value, field, textClass);
    case Kind.LIST: {
      const itemType = nullable && isListType(nullable) ? nullable.ofType : nullable;
      for (let i = 0; i < node.values.length; i += 1) {
        const found = walkLiteral(node.values[i]!, itemType, textClass, `${field}.${i}`, walk);
        if (found) return found;
      }
      return null;
    }
    case Kind.OBJECT: {
      const objectType = nullable && isInputObjectType(nullable) ? nullable : undefined;
      const fields = objectType?.getFields();
      for (const entry of node.fields) {
        const key = entry.name.value;
        const def = fields?.[key];
        const found = walkLiteral(
          entry.value,
          def?.type,
          objectType ? classOf(`${objectType.name}.${key}`) : 'single-line',
          `${field}.${key}`,
          walk,
        );
        if (found) return found;
      }
      return null;
    }
    default:
      return null;
  }
}

/** The first forbidden control character in an operation's arguments and variables. */
export function findControlCharacters(
  args: Pick<ExecutionArgs, 'schema' | 'document' | 'variableValues' | 'operationName'>,
): Finding | null {
  const { schema, document } = args;
  const walk: LiteralWalk = { usage: new Map() };
  const typeInfo = new TypeInfo(schema);
  let finding: Finding | null = null;
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Argument(node) {
        if (finding) return false;
        const argument = typeInfo.getArgument();
        const directive = typeInfo.getDirective();
        const parent = typeInfo.getParentType();
        const fieldDef = typeInfo.getFieldDef();
        const coordinate = directive
          ? `@${directive.name}(${node.name.value}:)`
          : `${parent?.name ?? '?'}.${fieldDef?.name ?? '?'}(${node.name.value}:)`;
        const label = directive
          ? coordinate
          : `${fieldDef?.name ?? node.name.value}(${node.name.value}:)`;
        finding = walkLiteral(node.value, argument?.type, classOf(coordinate), label, walk);
        return false;
      },
    }),
  );
  if (finding) return finding;

  const operation = getOperationAST(document, args.operationName ?? undefined);
  const variables = (args.variableValues ?? {}) as Record<string, unknown>;
  for (const definition of operation?.variableDefinitions ?? []) {
    const name = definition.variable.name.value;
    const type = typeFromAST(schema, definition.type) as GraphQLInputType | undefined;
    const named = type ? getNamedType(type) : undefined;
    // a variable of a scalar type takes the class of where it is used; an input object's
    // fields take theirs from their coordinates
    const textClass =
      named && isInputObjectType(named) ? 'single-line' : (walk.usage.get(name) ?? 'single-line');
    const found = walkValue(variables[name], type, textClass, `$${name}`);
    if (found) return found;
  }
  return null;
}

export function controlCharacterGraphQLError(finding: Finding): GraphQLError {
  return new GraphQLError(CONTROL_CHARACTER_MESSAGE, {
    extensions: {
      code: 'VALIDATION_ERROR',
      details: { field: finding.field, reason: 'CONTROL_CHARACTER', character: finding.character },
    },
  });
}

/** The envelop plugin (graphql/yoga.ts). */
export function useInputHygiene(): Plugin {
  const refuse = (
    args: ExecutionArgs,
    stop: (result: { errors: GraphQLError[] }) => void,
  ): void => {
    const finding = findControlCharacters(args);
    if (finding) stop({ errors: [controlCharacterGraphQLError(finding)] });
  };
  return {
    onExecute({ args, setResultAndStopExecution }) {
      refuse(args, setResultAndStopExecution);
    },
    onSubscribe({ args, setResultAndStopExecution }) {
      refuse(args, setResultAndStopExecution);
    },
  };
}

/** For tests: the schema coordinates in `set` (MULTILINE_TEXT) that do not exist in `schema`. */
export function unknownMultilineCoordinates(
  schema: GraphQLSchema,
  set: ReadonlySet<string> = MULTILINE_TEXT,
): string[] {
  return [...set].filter((coordinate) => {
    const argument = /^(\w+)\.(\w+)\((\w+):\)$/.exec(coordinate);
    if (argument) {
      const type = schema.getType(argument[1]!);
      const field =
        type && 'getFields' in type && !isInputObjectType(type)
          ? type.getFields()[argument[2]!]
          : undefined;
      return !field?.args.some((arg) => arg.name === argument[3]);
    }
    const [typeName, fieldName] = coordinate.split('.');
    const type = schema.getType(typeName ?? '');
    return !(type && isInputObjectType(type) && type.getFields()[fieldName ?? '']);
  });
}
