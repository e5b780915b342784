/** The module validators-vite-plugin.ts generates: each console entity's precompiled validators, lazily. */
declare module 'virtual:form-validators' {
  import type { ValidatorFunctions } from '@rjsf/validator-ajv8';

  /** By entity path: the module whose default export maps schema keys to validate functions. */
  export const validatorModules: Record<string, () => Promise<{ default: ValidatorFunctions }>>;
}
