/**
 * An announcement as its recipient reads it, and for an open poll its questions and a button that sends the
 * answers once; an answered poll shows the answers given. Shared by the e-mailed link's page (by token) and the
 * console's page (by the signed-in recipient): only how it is loaded and answered differs. The body was
 * sanitised by the server, and is again here (sanitised-html.ts), as every rich text display is.
 */
import { Alert, Box, Button, CircularProgress, Divider, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatDateTime } from '../../resources/date-time';
import { ErrorAlert } from '../account/outcome';
import type { PollAnswer, RecipientAnnounce } from './announce-api';
import { PollQuestionField } from './poll-question-field';
import { sanitisedHtml } from './sanitised-html';

/** Each question's answer: the one given, or an empty one to fill in. */
const answersOf = (announce: RecipientAnnounce): PollAnswer[] =>
  announce.type_info.questions.map((_, question) => announce.answers?.find((a) => a.question === question) ?? { question, choices: [], custom: '' });
/** Only questions with something chosen or written are sent. */
const given = (answers: PollAnswer[]) => answers.filter((answer) => answer.choices.length || answer.custom.trim());

interface Props {
  /** Changes when another announcement is to be read. */
  source: string;
  load(): Promise<RecipientAnnounce>;
  answer(answers: PollAnswer[]): Promise<unknown>;
}

export function AnnounceReading({ source, load, answer }: Props) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [announce, setAnnounce] = useState<RecipientAnnounce>();
  const [answers, setAnswers] = useState<PollAnswer[]>([]);
  const [error, setError] = useState<unknown>();
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);

  useEffect(() => {
    load().then((found) => {
      setAnnounce(found);
      setAnswers(answersOf(found));
    }, setError);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `source` names what `load` loads
  }, [source]);

  const submit = async () => {
    setBusy(true);
    setError(undefined);
    try {
      await answer(given(answers));
      setSent(true);
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };

  if (!announce) return error ? <ErrorAlert error={error} /> : <CircularProgress aria-label="loading" />;
  const { questions, poll_multi_answers_allowed: multi, poll_user_answer_allowed: custom } = announce.type_info;
  const editable = !sent && announce.open;
  return (
    <>
      <ErrorAlert error={error} />
      <Typography variant="h6" component="h2" gutterBottom>
        {announce.subject}
      </Typography>
      <Box sx={{ '& img': { maxWidth: '100%' }, overflowWrap: 'break-word' }} dangerouslySetInnerHTML={{ __html: sanitisedHtml(announce.body) }} />
      {announce.type === 'poll' && <Divider sx={{ my: 2 }} />}
      {sent && <Alert severity="success">{translate('announce_page.thanks')}</Alert>}
      {!sent && announce.answered_at && <Alert severity="info">{translate('announce_page.answered', { date: formatDateTime(announce.answered_at, { locale }) })}</Alert>}
      {!sent && announce.type === 'poll' && !announce.open && !announce.answered_at && <Alert severity="info">{translate('announce_page.closed')}</Alert>}
      {(editable || sent || announce.answered_at) &&
        questions.map((question, index) => (
          <PollQuestionField
            key={index}
            index={index}
            question={question}
            answer={answers[index]}
            multi={multi}
            custom={custom}
            disabled={!editable}
            onChange={(changed) => setAnswers(answers.map((old, i) => (i === index ? changed : old)))}
          />
        ))}
      {editable && (
        <Button variant="contained" fullWidth onClick={submit} disabled={busy || !given(answers).length}>
          {translate('announce_page.submit')}
        </Button>
      )}
    </>
  );
}
