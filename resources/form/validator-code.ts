/**
 * At build time (Node, loaded by the Vite plugin validators-vite-plugin.ts): the code of the virtual
 * modules `virtual:form-validators` (every console entity's loader) and `virtual:form-validators/<path>`
 * (one entity form's validators, compiled by ajv ahead of time: "standalone code"). The browser then only
 * runs plain functions: ajv's run-time compiler needs `new Function`, which the console's CSP refuses (no
 * 'unsafe-eval').
 *
 * The entity module is like @rjsf/validator-ajv8's compileSchemaValidatorsCode, with two differences: its exports are named
 * `v0, v1…` and mapped to the schema keys by a default export (the keys are hashes such as "-1a2b", not
 * valid export names), and ajv's `require(…)` of its run-time helpers becomes an `import`, so the module is
 * ESM through and through.
 */
import { type RJSFSchema, schemaParser } from '@rjsf/utils';
import createAjvInstance from '@rjsf/validator-ajv8/lib/createAjvInstance.js';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { consoleEntities } from '../../schemas';
import { entityFormSchema } from '../form-schema';
import { withoutDefaults } from './validator-key';

/**
 * A CommonJS helper as imported: bundlers give a module marked __esModule as its exports, Node's ESM gives
 * `{ default: exports }`. Both answer the exports.
 */
const CJS_INTEROP = 'const __cjs = (ns) => (ns.default && ns.default.__esModule ? ns.default : ns);';

/** The index: entity path → a lazy import of its module (`prefix` + path), so a form loads only its own. */
export function validatorsIndexCode(prefix: string): string {
  const loaders = consoleEntities.map((entity) => `  ${JSON.stringify(entity.path)}: () => import(${JSON.stringify(prefix + entity.path)}),`);
  return `export const validatorModules = {\n${loaders.join('\n')}\n};\n`;
}

/** The validators of the form of the entity at `path`. */
export function validatorModuleCode(path: string): string {
  const entity = consoleEntities.find((candidate) => candidate.path === path);
  if (!entity) throw new Error(`form validators: no entity at ${path}`);
  // rjsf's parser lists every schema the form may validate: the root and the options of its anyOf/oneOf
  // (isValid), each given its key as $id.
  const schemas = Object.values(schemaParser(withoutDefaults(entityFormSchema(entity)) as RJSFSchema));
  // The same ajv as the run-time validator's (@rjsf/validator-ajv8's defaults, formats included).
  const ajv = createAjvInstance(undefined, undefined, { code: { source: true, esm: true, lines: false }, schemas });
  const keys = schemas.map((schema) => String(schema.$id));
  const code = standaloneCode(ajv, Object.fromEntries(keys.map((key, index) => [`v${index}`, key])));
  const imports: string[] = [];
  const body = code.replace(/require\(("[^"]+")\)/g, (_whole, specifier: string) => {
    let index = imports.indexOf(specifier);
    if (index < 0) index = imports.push(specifier) - 1;
    return `__cjs(__import${index})`;
  });
  return [
    ...imports.map((specifier, index) => `import * as __import${index} from ${specifier};`),
    CJS_INTEROP,
    body,
    `export default {${keys.map((key, index) => `${JSON.stringify(key)}: v${index}`).join(', ')}};`,
    '',
  ].join('\n');
}
