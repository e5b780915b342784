/**
 * The precompiled validators (built by validators-vite-plugin.ts, the same plugin as the console's build)
 * answer exactly what ajv compiling the form's schema at run time answers, for every console entity:
 * errors of empty, wrongly typed and blank records, and the defaults rjsf derives (which ask isValid of
 * each anyOf option). A schema rjsf might ask about that the build did not precompile would throw here.
 */
import { type RJSFSchema, createSchemaUtils } from '@rjsf/utils';
import runtimeValidator from '@rjsf/validator-ajv8';
import { describe, expect, it } from 'vitest';
import { consoleEntities } from '../../schemas';
import { childNodes, entityFormSchema } from '../form-schema';
import { entityValidator } from './entity-validator';

const samples = (schema: RJSFSchema): [string, Record<string, unknown>][] => {
  const names = childNodes(schema).map(([name]) => name);
  return [
    ['empty', {}],
    ['wrong types', Object.fromEntries(names.map((name) => [name, { wrong: true }]))],
    ['strings', Object.fromEntries(names.map((name) => [name, 'x'.repeat(300)]))],
    ['blanks', Object.fromEntries(names.map((name) => [name, null]))],
  ];
};

describe.each(consoleEntities.map((entity) => [entity.path, entity] as const))('precompiled validators of %s', (_path, entity) => {
  const schema = entityFormSchema(entity);

  it('validate as ajv compiling at run time does', async () => {
    const precompiled = await entityValidator(entity);
    for (const [sample, data] of samples(schema)) {
      const expected = runtimeValidator.validateFormData(data, schema);
      expect(precompiled.validateFormData(data, schema).errors, sample).toEqual(expected.errors);
    }
  });

  it('give rjsf the same defaults and option choices', async () => {
    const precompiled = createSchemaUtils(await entityValidator(entity), schema);
    const runtime = createSchemaUtils(runtimeValidator, schema);
    for (const [sample, data] of [['none', undefined], ...samples(schema)] as const) {
      expect(precompiled.getDefaultFormState(schema, data), sample).toEqual(runtime.getDefaultFormState(schema, data));
      expect(precompiled.retrieveSchema(schema, data), sample).toEqual(runtime.retrieveSchema(schema, data));
    }
  });
});
