import {
  isInputObjectType,
  isIntrospectionType,
  isObjectType,
  isSpecifiedScalarType,
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
      if (isObjectType(type) || isInputObjectType(type)) {
        for (const field of Object.values(type.getFields())) {
          if (!field.description) missing.push(`${type.name}.${field.name}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
