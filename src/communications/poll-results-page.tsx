/**
 * /announces/response (000 §2.2, "Info and polls"): the polls the user may see, and for the chosen one how many
 * recipients answered and, per question, a bar chart of the answers (MUI X Charts) and the own answers given,
 * read through the generic list calls (poll-results.ts).
 * The chosen poll is in the address (?id=), so a link or a reload keeps it.
 */
import { Alert, Card, CardContent, List, ListItemButton, ListItemText, Stack, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { Title, useGetList, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { type QuestionResults, usePollResults } from './poll-results';

function QuestionChart({ question }: { question: QuestionResults }) {
  const translate = useTranslate();
  return (
    <Card variant="outlined" sx={{ mb: 2 }} data-testid="poll-question">
      <CardContent>
        <Typography variant="subtitle1" component="h3">
          {question.text}
        </Typography>
        {question.answers.length > 0 && (
          <BarChart
            height={Math.max(140, 48 * question.answers.length)}
            layout="horizontal"
            yAxis={[{ scaleType: 'band', data: question.answers.map((answer) => answer.text), width: 120 }]}
            xAxis={[{ tickMinStep: 1, min: 0 }]}
            series={[{ data: question.answers.map((answer) => answer.count), label: translate('announce_page.results.votes') }]}
            hideLegend
          />
        )}
        <Typography variant="body2" sx={{ mt: 1, fontWeight: 500 }}>
          {translate('announce_page.results.own_answers')}
        </Typography>
        {question.custom.length ? (
          <ul aria-label={translate('announce_page.results.own_answers')}>{question.custom.map((text, index) => <li key={index}>{text}</li>)}</ul>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {translate('announce_page.results.no_own_answers')}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}

export default function PollResultsPage() {
  const translate = useTranslate();
  const [search, setSearch] = useSearchParams();
  const { data: polls = [], isPending } = useGetList('announces', { filter: { type: 'poll' }, sort: { field: 'created_at', order: 'DESC' }, pagination: { page: 1, perPage: 100 } });
  const chosen = Number(search.get('id')) || polls[0]?.id;
  const results = usePollResults(chosen);
  const { error } = results;

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mt: 2, minWidth: 0 }}>
      <Title title={translate('announce_page.results.title')} />
      <Card sx={{ flex: '0 0 280px', minWidth: 0 }}>
        {!isPending && !polls.length && <CardContent>{translate('announce_page.results.none')}</CardContent>}
        <List aria-label={translate('announce_page.results.poll')}>
          {polls.map((poll) => (
            <ListItemButton key={poll.id} selected={poll.id === chosen} onClick={() => setSearch({ id: String(poll.id) })}>
              <ListItemText primary={poll.name} secondary={poll.subject} slotProps={{ primary: { noWrap: true }, secondary: { noWrap: true } }} />
            </ListItemButton>
          ))}
        </List>
      </Card>
      <Stack sx={{ flex: 1, minWidth: 0 }}>
        {Boolean(error) && <Alert severity="error">{(error as Error).message}</Alert>}
        {results.questions && (
          <>
            <Typography variant="h6" component="h2">
              {results.subject}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {translate('announce_page.results.answered', { answered: results.answered, recipients: results.recipients })}
            </Typography>
            {results.questions.map((question) => (
              <QuestionChart key={question.question} question={question} />
            ))}
          </>
        )}
      </Stack>
    </Stack>
  );
}
