/**
 * Every module's spreadsheet reference resolvers (server/import/resolvers.ts), by name, as the entity
 * descriptions' `import.columns[].resolve` name them; a name nobody resolves fails at start-up.
 */
import { groupPathResolvers } from './entities/group-paths';
import { identifierValueResolvers } from './entities/identifier-values';
import { userImportResolvers } from './entities/user-emails';
import type { ImportResolvers } from './import/resolvers';
import { periodCellResolvers } from './licensing/period-cells';

export const importResolvers: ImportResolvers = { ...groupPathResolvers, ...userImportResolvers, ...identifierValueResolvers, ...periodCellResolvers };
