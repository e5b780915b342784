/**
 * The scheduled jobs on System info (issue 36 item 6), read-only: each job's schedule, its last run (when, the
 * result, how long, the error when it failed) and its next run, from GET /scheduler/jobs.
 */
import { Alert, Card, CardContent, Chip, CircularProgress, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { ScheduledJobAnswer } from '../../schemas/scheduled-job-answers';
import { formatDateTime } from '../../resources/date-time';
import { useDateTimeSettings } from '../../resources/use-date-time-settings';
import { useHttp } from '../../src/providers/http-context';
import { durationText, runSummary, scheduleText } from './scheduled-jobs-view';

function JobRow({ job }: { job: ScheduledJobAnswer }) {
  const translate = useTranslate();
  const dates = useDateTimeSettings();
  const [last] = job.runs;
  const summary = runSummary(last, translate);
  return (
    <TableRow data-testid={`scheduled-job-${job.name}`}>
      <TableCell>{translate(`scheduled_jobs.jobs.${job.name}`, { _: job.name })}</TableCell>
      <TableCell>{scheduleText(job.schedule, translate)}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{last ? formatDateTime(last.started_at, dates) : ''}</TableCell>
      <TableCell>
        <Chip size="small" color={summary.colour} label={summary.label} />
        {summary.error && (
          <Typography variant="body2" color="error">
            {summary.error}
          </Typography>
        )}
      </TableCell>
      <TableCell>{durationText(last?.duration_ms ?? null)}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{job.next_due_at ? formatDateTime(job.next_due_at, dates) : ''}</TableCell>
    </TableRow>
  );
}

export function ScheduledJobsCard() {
  const http = useHttp();
  const translate = useTranslate();
  const [jobs, setJobs] = useState<ScheduledJobAnswer[]>();
  const [error, setError] = useState<string>();
  useEffect(() => {
    http<{ data: ScheduledJobAnswer[] }>('GET', '/scheduler/jobs').then((answer) => setJobs(answer.data), (failure: Error) => setError(failure.message));
  }, [http]);
  const column = (key: string) => translate(`scheduled_jobs.columns.${key}`);
  return (
    <Card component="section" aria-labelledby="scheduled-jobs-title">
      <CardContent>
        <Typography id="scheduled-jobs-title" variant="h6" component="h2" gutterBottom>
          {translate('scheduled_jobs.title')}
        </Typography>
        {error && <Alert severity="error">{translate('scheduled_jobs.load_error', { error })}</Alert>}
        {!jobs && !error && <CircularProgress size={24} aria-label={translate('system_info.loading')} />}
        {jobs && (
          <Table size="small" aria-labelledby="scheduled-jobs-title">
            <TableHead>
              <TableRow>
                {['job', 'schedule', 'last_run', 'result', 'duration', 'next_due'].map((key) => (
                  <TableCell key={key}>{column(key)}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {jobs.map((job) => (
                <JobRow key={job.name} job={job} />
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
