/** The mobile clients module's button on users' edit pages (resources/page-action-registry.ts). */
import { lazyPageAction, registerPageActions } from '../../resources/page-action-registry';

declare module '../../schemas/define-entity' {
  interface EditPageActions {
    user_mobile_clients: true;
  }
}

registerPageActions('edit', {
  user_mobile_clients: { component: lazyPageAction(() => import('./page-actions-user-mobile-clients')) },
});
