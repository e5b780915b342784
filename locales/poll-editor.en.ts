/** The poll editor of an announcement's form (en). */
export const pollEditor = {
  questions: 'Questions',
  question_n: 'Question %{n}',
  text: 'Question text',
  answer_n: 'Answer %{n}',
  add_question: 'Add question',
  add_answer: 'Add answer',
  remove_question: 'Remove question %{n}',
  remove_answer: 'Remove answer %{n}',
  none: 'No questions yet: add the first one.',
};
