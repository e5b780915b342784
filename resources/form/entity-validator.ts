/**
 * An entity form's validator in the browser: the functions precompiled at build time for that entity
 * (virtual:form-validators, validators-vite-plugin.ts), loaded with the first form of that entity, under
 * @rjsf/validator-ajv8's precompiled validator. No schema is compiled here, so nothing needs 'unsafe-eval'.
 *
 * Every schema rjsf passes in is first stripped of its `default`s (validator-key.ts), as the build did.
 */
import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
// The precompiled validator alone: the package's index would also bring ajv's compiler.
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import { validatorModules } from 'virtual:form-validators';
import type { Entity } from '../../schemas/define-entity';
import { entityFormSchema } from '../form-schema';
import { validatorKeySchema as key } from './validator-key';

type Validator = ValidatorType<any, RJSFSchema, any>;

function keyedValidator(inner: Validator): Validator {
  return {
    validateFormData: (formData, schema, customValidate, transformErrors, uiSchema) =>
      inner.validateFormData(formData, key(schema), customValidate, transformErrors, uiSchema),
    isValid: (schema, formData, rootSchema) => inner.isValid(key(schema), formData, key(rootSchema)),
    rawValidation: (schema, formData) => inner.rawValidation(key(schema), formData),
  };
}

const loaded = new WeakMap<Entity, Promise<Validator>>();

/** The entity's validator; one promise per entity, so React's `use` can wait on it. */
export function entityValidator(entity: Entity): Promise<Validator> {
  let validator = loaded.get(entity);
  if (!validator) {
    const load = validatorModules[entity.path];
    if (!load) throw new Error(`no precompiled validators for ${entity.path}`);
    validator = load().then(({ default: functions }) =>
      keyedValidator(createPrecompiledValidator(functions, key(entityFormSchema(entity)))),
    );
    loaded.set(entity, validator);
  }
  return validator;
}
