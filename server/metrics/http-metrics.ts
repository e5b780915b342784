/**
 * Requests measured per route family: the route's pattern as registered ("/api/v0/users/items/:id"), never the
 * raw URL, so ids and query strings cannot grow the label set; a request no route matched counts as "unmatched".
 * Labels are the method, the pattern and the status code (all from finite sets).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, Histogram, type Registry } from 'prom-client';
import type { MetricSet } from './metric-set';

/** Seconds; from a cached list answer (a few ms) to a slow export. */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export const routeFamily = (request: FastifyRequest) => request.routeOptions.url ?? 'unmatched';

export const requestMetrics = (app: FastifyInstance): MetricSet => (registry: Registry) => {
  const labelNames = ['method', 'route', 'status'] as const;
  const duration = new Histogram({ name: 'http_request_duration_seconds', help: 'HTTP requests by route family: time to answer', labelNames, buckets: BUCKETS, registers: [registry] });
  const errors = new Counter({ name: 'http_request_errors_total', help: 'HTTP requests answered with a status of 400 or more, by route family', labelNames, registers: [registry] });
  // A callback hook, not an async one: no promise per request.
  app.addHook('onResponse', (request, reply, done) => {
    const labels = { method: request.method, route: routeFamily(request), status: String(reply.statusCode) };
    duration.observe(labels, reply.elapsedTime / 1000);
    if (reply.statusCode >= 400) errors.inc(labels);
    done();
  });
};
