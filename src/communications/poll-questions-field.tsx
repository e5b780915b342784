/**
 * The poll editor (`display: 'poll_questions'`, an announcement's type_info.questions): each question a
 * numbered card with its text and its answers, every input labelled ("Question 1", "Answer 2"), and buttons
 * that say what they add or remove. Show pages read the questions as a numbered list.
 */
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { Button, FormHelperText, FormLabel, IconButton, Paper, Stack, TextField, Typography } from '@mui/material';
import type { FieldProps } from '@rjsf/utils';
import { useFieldValue, useTranslate } from 'react-admin';
import type { PollQuestion } from './announce-api';

type Errors = { __errors?: string[] } & Record<string, any>;

export function PollQuestionsShow({ source }: { source: string }) {
  const questions = useFieldValue({ source }) as PollQuestion[] | undefined;
  if (!Array.isArray(questions) || !questions.length) return null;
  return (
    <ol style={{ margin: 0, paddingLeft: '1.25em' }}>
      {questions.map((question, index) => (
        <li key={index}>
          <Typography component="span" variant="body2">
            {question.answers.length ? `${question.text}: ${question.answers.join(', ')}` : question.text}
          </Typography>
        </li>
      ))}
    </ol>
  );
}

const replaced = <T,>(list: T[], index: number, value: T) => list.map((old, i) => (i === index ? value : old));
const without = <T,>(list: T[], index: number) => list.filter((_, i) => i !== index);

function QuestionCard({ index, question, errors, locked, onChange, onRemove }: { index: number; question: PollQuestion; errors?: Errors; locked: boolean; onChange(q: PollQuestion): void; onRemove(): void }) {
  const translate = useTranslate();
  const n = index + 1;
  const messages = (of?: Errors) => (of?.__errors ?? []).map((error) => <FormHelperText key={error} error>{error}</FormHelperText>);
  return (
    <Paper variant="outlined" sx={{ p: 2 }} role="group" aria-label={translate('poll_editor.question_n', { n })}>
      <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
        <Typography variant="subtitle2" sx={{ flex: 1 }}>{translate('poll_editor.question_n', { n })}</Typography>
        {!locked && <IconButton size="small" aria-label={translate('poll_editor.remove_question', { n })} onClick={onRemove}><DeleteIcon fontSize="small" /></IconButton>}
      </Stack>
      <TextField label={translate('poll_editor.text')} value={question.text} onChange={(event) => onChange({ ...question, text: event.target.value })} disabled={locked} required fullWidth size="small" error={Boolean(errors?.text?.__errors?.length)} />
      {messages(errors?.text)}
      <Stack spacing={1} sx={{ mt: 1.5, pl: 2 }}>
        {question.answers.map((answer, j) => (
          <Stack key={j} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <TextField label={translate('poll_editor.answer_n', { n: j + 1 })} value={answer} onChange={(event) => onChange({ ...question, answers: replaced(question.answers, j, event.target.value) })} disabled={locked} fullWidth size="small" error={Boolean(errors?.answers?.[j]?.__errors?.length)} />
            {!locked && <IconButton size="small" aria-label={translate('poll_editor.remove_answer', { n: j + 1 })} onClick={() => onChange({ ...question, answers: without(question.answers, j) })}><DeleteIcon fontSize="small" /></IconButton>}
          </Stack>
        ))}
        {messages(errors?.answers)}
        {!locked && <Button size="small" startIcon={<AddIcon />} sx={{ alignSelf: 'flex-start' }} onClick={() => onChange({ ...question, answers: [...question.answers, ''] })}>{translate('poll_editor.add_answer')}</Button>}
      </Stack>
    </Paper>
  );
}

export function PollQuestionsField(props: FieldProps<PollQuestion[]>) {
  const translate = useTranslate();
  const questions = Array.isArray(props.formData) ? props.formData : [];
  const locked = Boolean(props.disabled || props.readonly);
  const change = (next: PollQuestion[]) => props.onChange(next, props.fieldPathId.path);
  const errors = props.errorSchema as Record<number, Errors> & Errors | undefined;
  return (
    <Stack spacing={1.5}>
      <FormLabel required={props.required}>{props.schema.title ?? translate('poll_editor.questions')}</FormLabel>
      {!questions.length && <FormHelperText>{translate('poll_editor.none')}</FormHelperText>}
      {questions.map((question, index) => (
        <QuestionCard key={index} index={index} question={question} errors={errors?.[index]} locked={locked} onChange={(q) => change(replaced(questions, index, q))} onRemove={() => change(without(questions, index))} />
      ))}
      {(props.rawErrors ?? []).map((error) => <FormHelperText key={error} error>{error}</FormHelperText>)}
      {!locked && <Button variant="outlined" startIcon={<AddIcon />} sx={{ alignSelf: 'flex-start' }} onClick={() => change([...questions, { text: '', answers: ['', ''] }])}>{translate('poll_editor.add_question')}</Button>}
    </Stack>
  );
}
