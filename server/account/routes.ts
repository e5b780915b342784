/** Auth and account calls of 001 §7 beyond login: registration, self-registration, e-mail confirmation, password recovery and reset, invitations, avatar, account deletion. */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Store } from '../crud/repository';
import { isWhitelisted } from '../ip-blocking/blocks';
import { mailTemplateRoutes } from '../mail/template-routes';
import type { AccountMailer } from './account-mail';
import { avatarRoutes } from './avatars';
import { invitationRoutes } from './invitations';
import { ownAccountRoutes } from './own-account';
import { passwordRecoveryRoutes } from './password-recovery';
import { publicThrottle } from './public-throttle';
import { registrationRoutes } from './registration';
import { selfRegistrationRoutes } from './self-registration';

/** `mail`: the account mailer the invitation hook was composed with (server/domain-hooks.ts). */
export function accountRoutes(store: Store, config: Config, mail: AccountMailer) {
  return async function routes(app: FastifyInstance) {
    const throttle = publicThrottle((ip) => isWhitelisted(store.db, config.ipWhitelist, ip));
    await app.register(registrationRoutes(store, mail, throttle));
    await app.register(selfRegistrationRoutes(store, mail, throttle, config.codeResendSeconds));
    await app.register(invitationRoutes(store, mail, throttle));
    await app.register(passwordRecoveryRoutes(store, mail, throttle));
    await app.register(ownAccountRoutes(store));
    await app.register(avatarRoutes(store));
    // The account e-mails' templates: their types, previews and preview sends.
    await app.register(mailTemplateRoutes(store, config));
  };
}
