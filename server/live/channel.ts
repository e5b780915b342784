/**
 * The live channel's end the store holds (store.events), made by the composition root before the store is
 * built and opened by the channel's plugin (routes.ts) once its bus runs: until then and after it closes,
 * changes go nowhere, as no socket could hear them.
 */
import type { LiveSink } from './events';

export interface LiveChannel {
  /** What the store reports to. */
  readonly sink: LiveSink;
  /**
   * Changes and messages go to `running` from now on; `connections` counts the sockets open (the metrics read
   * it); `reset` closes every socket of every process.
   */
  open(running: LiveSink, connections?: () => number, reset?: () => Promise<void>): void;
  close(): void;
  /** Sockets open in this process now. */
  connections(): number;
  /** Closes every live socket, in every server process, so each client reconnects and reads again (after a restore). */
  reset(): Promise<void>;
}

export function liveChannel(): LiveChannel {
  let running: LiveSink | undefined;
  let count: (() => number) | undefined;
  let resetAll: (() => Promise<void>) | undefined;
  return Object.freeze({
    sink: Object.freeze({
      changed: (change: Parameters<LiveSink['changed']>[0]) => running?.changed(change),
      message: (topic: string, data: Parameters<LiveSink['message']>[1]) => running?.message(topic, data),
      settled: async () => running?.settled(),
    }),
    open(sink: LiveSink, connections?: () => number, reset?: () => Promise<void>) {
      running = sink;
      count = connections;
      resetAll = reset;
    },
    close() {
      running = undefined;
      count = undefined;
      resetAll = undefined;
    },
    connections: () => count?.() ?? 0,
    reset: async () => resetAll?.(),
  });
}
