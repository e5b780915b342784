/** The announcement calls the recipient's page and the results page make (001 §7 "token lookup, response, responses"). */
import { useMemo } from 'react';
import type { Http } from '../providers/http';
import { useHttp } from '../providers/http-context';

export interface PollQuestion {
  text: string;
  answers: string[];
}

export interface RecipientAnnounce {
  id: number;
  subject: string;
  body: string;
  type: 'info' | 'poll';
  type_info: { questions: PollQuestion[]; poll_multi_answers_allowed: boolean; poll_user_answer_allowed: boolean };
  open: boolean;
  answered_at: string | null;
  /** The answers given, once answered. */
  answers?: PollAnswer[];
}

export interface PollAnswer {
  question: number;
  choices: number[];
  custom: string;
}

const caller =
  (http: Http) =>
  <T,>(method: string, path: string, options: { body?: unknown; anonymous?: boolean } = {}) =>
    http<{ data: T }>(method, path, options).then((answer) => answer.data);

/** The calls over a client: useHttp()'s in the console (useAnnounceApi()), a test double in a test. */
export function announceApi(http: Http) {
  const call = caller(http);
  return {
    // Public: the link's token is the credential, whoever holds a session in this browser.
    byToken: (token: string) => call<RecipientAnnounce>('GET', `/announces/token/${encodeURIComponent(token)}`, { anonymous: true }),
    answer: (token: string, answers: PollAnswer[]) => call<{ answered_at: string }>('POST', '/announces/response', { body: { token, answers }, anonymous: true }),
    // Signed in: the same announcement and answer, as the signed-in recipient.
    received: (id: string) => call<RecipientAnnounce>('GET', `/announces/received/${encodeURIComponent(id)}`),
    answerReceived: (id: string, answers: PollAnswer[]) => call<{ answered_at: string }>('POST', `/announces/received/${encodeURIComponent(id)}/response`, { body: { answers } }),
  };
}

export function useAnnounceApi() {
  const http = useHttp();
  return useMemo(() => announceApi(http), [http]);
}
