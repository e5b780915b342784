/**
 * Outside the console (the server's, the fleet's and the shared layer's own type checks), any name is a page
 * action: the console's modules declare the real names (schemas/define-entity.ts, PageActions) and only the
 * console's projects (tsconfig.client.json, tsconfig.json) see them and check an entity's names against them.
 * Those two leave this file out.
 */
import './define-entity';

declare module './define-entity' {
  interface EditPageActions { [name: string]: true }
  interface ListPageActions { [name: string]: true }
  interface BulkPageActions { [name: string]: true }
  interface FormPageActions { [name: string]: true }
}
