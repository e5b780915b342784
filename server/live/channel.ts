/**
 * The live channel's end the store holds (store.events), made by the composition root before the store is
 * built and opened by the channel's plugin (routes.ts) once its bus runs: until then and after it closes,
 * changes go nowhere, as no socket could hear them.
 */
import type { LiveSink } from './events';

export interface LiveChannel {
  /** What the store reports to. */
  readonly sink: LiveSink;
  /** Changes and messages go to `running` from now on; `connections` counts the sockets open (the metrics read it). */
  open(running: LiveSink, connections?: () => number): void;
  close(): void;
  /** Sockets open in this process now. */
  connections(): number;
}

export function liveChannel(): LiveChannel {
  let running: LiveSink | undefined;
  let count: (() => number) | undefined;
  return Object.freeze({
    sink: Object.freeze({
      changed: (change: Parameters<LiveSink['changed']>[0]) => running?.changed(change),
      message: (topic: string, data: Parameters<LiveSink['message']>[1]) => running?.message(topic, data),
      settled: async () => running?.settled(),
    }),
    open(sink: LiveSink, connections?: () => number) {
      running = sink;
      count = connections;
    },
    close() {
      running = undefined;
      count = undefined;
    },
    connections: () => count?.() ?? 0,
  });
}
