/**
 * The push server's test-send (000 §3.13 push server; 001 §7 "push server"): one test notification POSTed to the
 * configured URL with its token. A failure is service_unavailable with its kind (`failure`) and what went wrong
 * (`reason`: the connection's error, or the push server's status and the start of its answer).
 */
import { AppError } from '../errors';
import type { PUSH_TEST_FAILURES, PushSettings } from '../../schemas/settings/push';

type PushTestFailure = (typeof PUSH_TEST_FAILURES)[number];

/** A push server that does not answer within this long is unreachable (a settings form is waiting). */
const TIMEOUT_MS = 10_000;

const refuse = (failure: PushTestFailure, reason: string) => new AppError('service_unavailable', undefined, { failure, reason: reason.slice(0, 500) });

export async function sendTestPush(push: PushSettings, project: string): Promise<{ status: number }> {
  if (!push.is_enabled || !push.url) throw refuse('not_configured', 'the push server is off');
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (push.token) headers.authorization = `Bearer ${push.token}`;
  let answer: Response;
  try {
    const body = JSON.stringify({ type: 'test', project, sent_at: new Date().toISOString() });
    answer = await fetch(push.url, { method: 'POST', headers, body, redirect: 'manual', signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    const { cause, message } = error as { cause?: { code?: string; message?: string }; message?: string };
    throw refuse('unreachable', cause?.code ?? cause?.message ?? message ?? 'no answer');
  }
  if (!answer.ok) throw refuse('refused', `HTTP ${answer.status} ${(await answer.text().catch(() => '')).trim()}`.trim());
  return { status: answer.status };
}
