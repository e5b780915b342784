/**
 * /announce/:token (000 §2.3): what a recipient's link opens, without signing in: the announcement, and for an
 * open poll its questions and a button that sends the answers once. The body was sanitised by the server,
 * and is again here (sanitised-html.ts), as every rich text display is.
 */
import { Alert, Box, Button, CircularProgress, Divider, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { formatDateTime } from '../../resources/date-time';
import { AccountCard } from '../account/AccountCard';
import { ErrorAlert } from '../account/Outcome';
import { type PollAnswer, type RecipientAnnounce, announceApi } from './announceApi';
import { PollQuestionField } from './PollQuestionField';
import { sanitisedHtml } from './sanitised-html';

const emptyAnswers = (announce: RecipientAnnounce): PollAnswer[] => announce.type_info.questions.map((_, question) => ({ question, choices: [], custom: '' }));
/** Only questions with something chosen or written are sent. */
const given = (answers: PollAnswer[]) => answers.filter((answer) => answer.choices.length || answer.custom.trim());

export default function AnnouncePage() {
  const { token = '' } = useParams();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [announce, setAnnounce] = useState<RecipientAnnounce>();
  const [answers, setAnswers] = useState<PollAnswer[]>([]);
  const [error, setError] = useState<unknown>();
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);

  useEffect(() => {
    announceApi.byToken(token).then((found) => {
      setAnnounce(found);
      setAnswers(emptyAnswers(found));
    }, setError);
  }, [token]);

  const submit = async () => {
    setBusy(true);
    setError(undefined);
    try {
      await announceApi.answer(token, given(answers));
      setSent(true);
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AccountCard title="announce_page.title" footer={false}>
      <ErrorAlert error={error} />
      {!announce && !error && <CircularProgress aria-label="loading" />}
      {announce && (
        <>
          <Typography variant="h6" component="h2" gutterBottom>
            {announce.subject}
          </Typography>
          <Box sx={{ '& img': { maxWidth: '100%' }, overflowWrap: 'anywhere' }} dangerouslySetInnerHTML={{ __html: sanitisedHtml(announce.body) }} />
          {announce.type === 'poll' && <Divider sx={{ my: 2 }} />}
          {sent && <Alert severity="success">{translate('announce_page.thanks')}</Alert>}
          {!sent && announce.answered_at && <Alert severity="info">{translate('announce_page.answered', { date: formatDateTime(announce.answered_at, { locale }) })}</Alert>}
          {!sent && announce.type === 'poll' && !announce.open && !announce.answered_at && <Alert severity="info">{translate('announce_page.closed')}</Alert>}
          {!sent && announce.open && (
            <>
              {announce.type_info.questions.map((question, index) => (
                <PollQuestionField
                  key={index}
                  index={index}
                  question={question}
                  answer={answers[index]}
                  multi={announce.type_info.poll_multi_answers_allowed}
                  custom={announce.type_info.poll_user_answer_allowed}
                  onChange={(answer) => setAnswers(answers.map((old, i) => (i === index ? answer : old)))}
                />
              ))}
              <Button variant="contained" fullWidth onClick={submit} disabled={busy || !given(answers).length}>
                {translate('announce_page.submit')}
              </Button>
            </>
          )}
        </>
      )}
    </AccountCard>
  );
}
