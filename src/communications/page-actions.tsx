/** The communications module's buttons on generated pages (resources/page-action-registry.ts). */
import { lazyPageAction, registerPageActions } from '../../resources/page-action-registry';

declare module '../../schemas/define-entity' {
  interface EditPageActions {
    conversation_thread: true;
  }
}

registerPageActions('edit', {
  conversation_thread: { component: lazyPageAction(() => import('./conversation-thread-button')) },
});
