/**
 * One question of a poll on the recipient's page: radio buttons or checkboxes, and an own answer where allowed;
 * disabled, the answer already given.
 */
import { Checkbox, FormControl, FormControlLabel, FormGroup, FormLabel, Radio, RadioGroup, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { PollAnswer, PollQuestion } from './announce-api';

interface Props {
  index: number;
  question: PollQuestion;
  answer: PollAnswer;
  multi: boolean;
  custom: boolean;
  disabled?: boolean;
  onChange(answer: PollAnswer): void;
}

export function PollQuestionField({ index, question, answer, multi, custom, disabled = false, onChange }: Props) {
  const translate = useTranslate();
  const labelId = `question-${index}`;
  const toggle = (choice: number, on: boolean) => onChange({ ...answer, choices: on ? [...answer.choices, choice].sort() : answer.choices.filter((c) => c !== choice) });
  return (
    <FormControl component="fieldset" disabled={disabled} sx={{ display: 'block', mb: 3 }}>
      <FormLabel id={labelId} component="legend" sx={{ fontWeight: 500, color: 'text.primary' }}>
        {question.text}
      </FormLabel>
      {question.answers.length > 0 && multi && (
        <FormGroup aria-labelledby={labelId}>
          {question.answers.map((text, choice) => (
            <FormControlLabel key={choice} label={text} control={<Checkbox checked={answer.choices.includes(choice)} onChange={(event) => toggle(choice, event.target.checked)} />} />
          ))}
        </FormGroup>
      )}
      {question.answers.length > 0 && !multi && (
        <RadioGroup aria-labelledby={labelId} value={answer.choices[0] ?? ''} onChange={(event) => onChange({ ...answer, choices: [Number(event.target.value)] })}>
          {question.answers.map((text, choice) => (
            <FormControlLabel key={choice} value={choice} label={text} control={<Radio />} />
          ))}
        </RadioGroup>
      )}
      {custom && !(disabled && !answer.custom) && (
        <TextField
          disabled={disabled}
          label={translate('announce_page.own_answer')}
          value={answer.custom}
          onChange={(event) => onChange({ ...answer, custom: event.target.value })}
          fullWidth
          size="small"
          margin="dense"
          slotProps={{ htmlInput: { maxLength: 1000, 'aria-describedby': labelId } }}
        />
      )}
    </FormControl>
  );
}
