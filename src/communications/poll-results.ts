/**
 * A poll's results as the results page shows them, from generic list calls: the counts per question and answer
 * (the `announces/results` read model), and the own answers given (the poll's answered responses).
 */
import { useGetList, useGetOne } from 'react-admin';

export interface QuestionResults {
  question: number;
  text: string;
  answers: { answer: number; text: string; count: number }[];
  custom: string[];
}

interface ResultRow {
  question: number;
  question_text: string;
  answer: number;
  answer_text: string;
  count: number;
}

interface ResponseRow {
  answers: { question: number; custom?: string }[];
}

/** Questions in order, each with its answers' counts and its own answers; a question of own answers only has no rows of counts. */
export function groupResults(questions: { text: string }[], rows: ResultRow[], responses: ResponseRow[]): QuestionResults[] {
  return questions.map((question, index) => ({
    question: index,
    text: question.text,
    answers: rows.filter((row) => row.question === index).map((row) => ({ answer: row.answer, text: row.answer_text, count: row.count })),
    custom: responses.flatMap((response) => response.answers.filter((given) => given.question === index && given.custom).map((given) => given.custom!)),
  }));
}

/** Up to a page of own answers is shown (the most a list answers at once). */
const OWN_ANSWERS_PAGE = 1000;

export function usePollResults(id: number | undefined) {
  const enabled = id !== undefined;
  const poll = useGetOne('announces', { id: id ?? 0 }, { enabled });
  const counts = useGetList<ResultRow & { id: number }>('announces/results', { filter: { announce_id: id }, sort: { field: 'id', order: 'ASC' }, pagination: { page: 1, perPage: 400 } }, { enabled });
  // Answered: answered_at is set (any time after 1970).
  const answered = useGetList<ResponseRow & { id: number }>(
    'announces/responses',
    { filter: { announce_id: id, answered_at_gte: '1970' }, sort: { field: 'id', order: 'DESC' }, pagination: { page: 1, perPage: OWN_ANSWERS_PAGE } },
    { enabled },
  );
  const error = poll.error ?? counts.error ?? answered.error;
  if (!poll.data || !counts.data || !answered.data) return { error };
  return {
    error,
    subject: String(poll.data.subject),
    recipients: Number(poll.data.recipients_count),
    answered: answered.total ?? answered.data.length,
    questions: groupResults(poll.data.type_info?.questions ?? [], counts.data, answered.data),
  };
}
