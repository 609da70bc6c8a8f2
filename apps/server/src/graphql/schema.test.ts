import {
  isInputObjectType,
  isInterfaceType,
  isIntrospectionType,
  isObjectType,
  isSpecifiedScalarType,
  isUnionType,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { modules } from '../modules';
import { buildAppSchema } from './schema';

describe('the schema', () => {
  const schema = buildAppSchema(modules);

  it('builds from every registered module', () => {
    expect(schema.getQueryType()?.getFields().serverTime).toBeDefined();
    expect(schema.getSubscriptionType()?.getFields().systemPing).toBeDefined();
  });

  it('describes every public type and field', () => {
    const missing: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (isIntrospectionType(type) || isSpecifiedScalarType(type)) continue;
      if (!type.description) missing.push(type.name);
      if (isObjectType(type) || isInputObjectType(type) || isInterfaceType(type)) {
        for (const field of Object.values(type.getFields())) {
          if (!field.description) missing.push(`${type.name}.${field.name}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('gives every error member of a result union the AppFailure interface (code, message)', () => {
    expect(isInterfaceType(schema.getType('AppFailure'))).toBe(true);
    const missing = new Set<string>();
    for (const type of Object.values(schema.getTypeMap())) {
      if (!isUnionType(type)) continue;
      for (const member of type.getTypes()) {
        const fields = member.getFields();
        const failure =
          /(Error|Failed|Refused)$/.test(member.name) || ('code' in fields && 'message' in fields);
        if (failure && !member.getInterfaces().some((i) => i.name === 'AppFailure')) {
          missing.add(member.name);
        }
      }
    }
    expect([...missing]).toEqual([]);
  });
});
