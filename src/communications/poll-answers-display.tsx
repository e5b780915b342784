/**
 * The `poll_answers` field display (resources/display-registry.ts): a recipient's answers in words, one line
 * per question, "Question: chosen answer, another; own answer", read from the poll's questions (the answers
 * keep only positions). Read only: the server writes the answers.
 */
import { Box, Typography } from '@mui/material';
import { useGetOne, useRecordContext } from 'react-admin';
import { registerDisplays } from '../../resources/display-registry';

declare module '../../schemas/define-entity' {
  interface FieldDisplays {
    poll_answers: true;
  }
}

interface Given {
  question: number;
  choices?: number[];
  custom?: string;
}
type Questions = { text: string; answers?: string[] }[];

/** One line per answered question; a position the poll no longer has is left out. */
export function answerLines(given: Given[], questions: Questions): string[] {
  return given.map((answer) => {
    const question = questions[answer.question];
    const words = [...(answer.choices ?? []).map((choice) => question?.answers?.[choice]), answer.custom].filter((word): word is string => Boolean(word));
    return question ? `${question.text}: ${words.join(', ')}` : words.join(', ');
  });
}

function PollAnswersShow({ source }: { source: string }) {
  const record = useRecordContext();
  const given = (Array.isArray(record?.[source]) ? record[source] : []) as Given[];
  const poll = useGetOne('announces', { id: record?.announce_id }, { enabled: given.length > 0 && record?.announce_id !== undefined });
  const questions = (poll.data?.type_info?.questions ?? []) as Questions;
  if (!poll.data) return null;
  return (
    <Box>
      {answerLines(given, questions).map((line, index) => (
        <Typography key={index} component="div" variant="body2">
          {line}
        </Typography>
      ))}
    </Box>
  );
}

registerDisplays({ poll_answers: { show: PollAnswersShow } });
