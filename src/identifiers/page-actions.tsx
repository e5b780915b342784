/** The identifiers module's buttons on generated pages (resources/page-action-registry.ts): identifiers' and UKEY2 keys'. */
import { lazyPageAction, registerPageActions } from '../../resources/page-action-registry';

declare module '../../schemas/define-entity' {
  interface EditPageActions {
    identifier_revoke: true;
    identifier_qr: true;
    identifier_wallet_pass: true;
  }
  interface ListPageActions {
    ukey2_issue: true;
  }
}

registerPageActions('edit', {
  identifier_revoke: { component: lazyPageAction(() => import('./page-actions-identifier-revoke')) },
  identifier_qr: { component: lazyPageAction(() => import('./page-actions-identifier-qr')) },
  identifier_wallet_pass: { component: lazyPageAction(() => import('./page-actions-identifier-wallet-pass')) },
});
registerPageActions('list', {
  ukey2_issue: { component: lazyPageAction(() => import('./page-actions-ukey2-issue')) },
});
