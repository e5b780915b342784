/** What a failed settings test says, in the user's language through the console's own i18n provider. */
import { describe, expect, it } from 'vitest';
import { createI18nProvider } from '../../src/providers/i18n-provider';
import { MemoryStorage } from '../../src/providers/memory-storage';
import { testFailureMessage } from './section-test-button';

/** The body the server answers a wrong SMTP password with (server/mail/mail-test-routes.test.ts). */
const wrongPassword = { status: 503, message: 'e-mail could not be sent', body: { error: { code: 'mail_not_sent', failure: 'auth_failed', reason: '535 Authentication failed' } } };

describe('a failed settings test', () => {
  it('names its kind in Russian and quotes the SMTP server’s words', async () => {
    const i18n = createI18nProvider({ storage: new MemoryStorage(), locale: 'en' });
    await i18n.changeLocale('ru');
    const said = testFailureMessage('mail', wrongPassword, i18n.translate as never);
    expect(said).toBe('SMTP-сервер отклонил имя пользователя или пароль. Ответ сервера: 535 Authentication failed');
  });
});
