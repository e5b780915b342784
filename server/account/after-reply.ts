/**
 * Work that must not shape the answer (its duration, its success): it starts once the response has gone
 * out (or the client went away), and its failure is logged, never an unhandled rejection.
 */
import type { FastifyBaseLogger, FastifyReply } from 'fastify';

export function afterReply(reply: FastifyReply, log: FastifyBaseLogger, what: string, task: () => Promise<void>) {
  reply.raw.once('close', () => {
    task().catch((error: unknown) => log.warn({ err: error }, `${what} failed`));
  });
}
