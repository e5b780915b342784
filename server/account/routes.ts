/** Auth and account calls of 001 §7 beyond login: registration, self-registration, e-mail confirmation, password recovery and reset, invitations, avatar, account deletion. */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Store } from '../crud/repository';
import { isWhitelisted } from '../ip-blocking/blocks';
import { smtpMailer } from '../mail/smtp-mailer';
import { mailTemplateRoutes } from '../mail/template-routes';
import { accountMailer } from './account-mail';
import { avatarRoutes } from './avatars';
import { inviteOnCreate, invitationRoutes } from './invitations';
import { ownAccountRoutes } from './own-account';
import { passwordRecoveryRoutes } from './password-recovery';
import { publicThrottle } from './public-throttle';
import { registrationRoutes } from './registration';
import { selfRegistrationRoutes } from './self-registration';

export function accountRoutes(store: Store, config: Config) {
  return async function routes(app: FastifyInstance) {
    const mail = accountMailer(store.db, config, smtpMailer(store.db, config.smtpUrl, app.log));
    const throttle = publicThrottle((ip) => isWhitelisted(store.db, config.ipWhitelist, ip));
    // Per store, not global: the users' hooks of this server gain the invitation on create.
    store.hooks = { ...store.hooks, users: inviteOnCreate(store, mail, app.log) };
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
