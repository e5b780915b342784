/**
 * Vite plugin (build and dev server): `virtual:form-validators` maps every console entity (schemas/index.ts)
 * to a lazily imported `virtual:form-validators/<path>`, that entity's form validators precompiled by ajv.
 * The code comes from validator-code.ts, loaded through Vite's module runner (the config itself imports no
 * schema), so a new entity gets its validators with no file to edit here, and in the dev server a change
 * under schemas/ regenerates them.
 */
import { fileURLToPath } from 'node:url';
import { type Plugin, runnerImport } from 'vite';

type Codegen = typeof import('./validator-code');

const CODEGEN = fileURLToPath(new URL('./validator-code.ts', import.meta.url));
const INDEX = 'virtual:form-validators';
const PREFIX = `${INDEX}/`;
// Rollup's convention: a leading \0 keeps other plugins (and the file system) away from virtual ids.
const RESOLVED_INDEX = `\0${INDEX}`;
const RESOLVED_PREFIX = `\0${PREFIX}`;

/** ajv's run-time helpers the generated code imports (CommonJS): pre-bundled up front by the dev server. */
const AJV_HELPERS = ['ajv/dist/runtime/ucs2length', 'ajv/dist/runtime/equal', 'ajv/dist/runtime/uri', 'ajv-formats/dist/formats'];

export function formValidators(): Plugin {
  // Loaded once (without our config: no plugin in the loader), again after a source change in the dev server.
  let loading: Promise<Codegen> | undefined;
  const codegen = () => (loading ??= runnerImport<Codegen>(CODEGEN, { configFile: false, logLevel: 'warn' }).then((result) => result.module));

  return {
    name: 'form-validators',
    config: () => ({ optimizeDeps: { include: AJV_HELPERS } }),
    resolveId(id) {
      return id === INDEX || id.startsWith(PREFIX) ? `\0${id}` : undefined;
    },
    async load(id) {
      if (id === RESOLVED_INDEX) return (await codegen()).validatorsIndexCode(PREFIX);
      if (id.startsWith(RESOLVED_PREFIX)) return (await codegen()).validatorModuleCode(id.slice(RESOLVED_PREFIX.length));
      return undefined;
    },
    handleHotUpdate({ file, server }) {
      // Any source file may shape a form's schema (schemas/, resources/form-schema.ts): forget the generated
      // modules, the next page load asks for them afresh.
      if (!/\.tsx?$/.test(file)) return;
      loading = undefined;
      for (const [id, module] of server.moduleGraph.idToModuleMap) if (id.startsWith(RESOLVED_INDEX)) server.moduleGraph.invalidateModule(module);
    },
  };
}
