/** The account e-mails the server sends (server/mail/templates.ts), never loaded by the browser (en). */
export const mail = {
  greeting: 'Hello, %{name}!',
  signature: '%{project}',
  /** Example values a mail template's preview fills in (server/mail/template-routes.ts). */
  preview: { subject: 'Example subject', body: 'The text of an announcement goes here.' },
  announce: {
    poll_link: 'Answer the poll here: %{link}',
    info_link: 'Open it in the browser: %{link}',
    from: 'Sent by %{author}, %{project}',
  },
  registration_confirm: {
    subject: 'Confirm your account',
    text: 'You registered in %{project}. Open this link to activate the account:\n%{link}\nThe link is valid for %{hours} hours. If you did not register, ignore this e-mail.',
  },
  self_registration_code: {
    subject: 'Your confirmation code: %{code}',
    text: 'Your code to confirm the e-mail in %{project} is %{code}. It is valid for %{minutes} minutes. If you did not ask for it, ignore this e-mail.',
  },
  invitation: {
    subject: 'You are invited to %{project}',
    text: 'An account was created for you in %{project} with the login %{login}. Open this link to choose your password:\n%{link}\nThe link is valid for %{days} days.',
  },
  password_reset: {
    subject: 'Set a new password',
    text: 'Someone asked to reset the password of your account in %{project}. Open this link to set a new one:\n%{link}\nThe link is valid for %{minutes} minutes and works once. If it was not you, ignore this e-mail: your password stays the same.',
  },
  mail_test: {
    subject: 'Test e-mail from %{project}',
    text: 'This e-mail was sent from %{project} to test its mail settings. It reached you, so the console can send e-mail.',
  },
  licence_ending: {
    subject: 'Licenses ending soon in %{project}: %{count}',
    text: 'The licenses of these users end soon. Extend them in the console if they should go on:',
    line: '- %{user} (%{login}): ends %{date}',
  },
};
