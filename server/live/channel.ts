/**
 * The live channel's end the store holds (store.events), made by the composition root before the store is
 * built and opened by the channel's plugin (routes.ts) once its bus runs: until then and after it closes,
 * changes go nowhere, as no socket could hear them.
 */
import type { LiveSink } from './events';

export interface LiveChannel {
  /** What the store reports to. */
  readonly sink: LiveSink;
  /** Changes and messages go to `running` from now on. */
  open(running: LiveSink): void;
  close(): void;
}

export function liveChannel(): LiveChannel {
  let running: LiveSink | undefined;
  return Object.freeze({
    sink: Object.freeze({
      changed: (change: Parameters<LiveSink['changed']>[0]) => running?.changed(change),
      message: (topic: string, data: Parameters<LiveSink['message']>[1]) => running?.message(topic, data),
      settled: async () => running?.settled(),
    }),
    open(sink: LiveSink) {
      running = sink;
    },
    close() {
      running = undefined;
    },
  });
}
