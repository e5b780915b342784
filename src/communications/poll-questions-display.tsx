/** The `poll_questions` field display (resources/display-registry.ts): the poll editor and its reading. */
import { registerDisplays } from '../../resources/display-registry';
import { PollQuestionsField, PollQuestionsShow } from './poll-questions-field';

declare module '../../schemas/define-entity' {
  interface FieldDisplays {
    poll_questions: true;
  }
}

registerDisplays({ poll_questions: { show: PollQuestionsShow, form: { field: PollQuestionsField } } });
