/** The client's commands on the socket (001 §7): subscribe, unsubscribe, publish, with topic and text. */
import { z } from 'zod';

export const command = z.strictObject({
  command: z.enum(['subscribe', 'unsubscribe', 'publish']),
  topic: z.string().min(1).max(200),
  text: z.string().max(4000).optional(),
});

export type Command = z.infer<typeof command>;

/** The command in a socket frame, or undefined when the frame is not one. */
export function parseCommand(frame: string): Command | undefined {
  try {
    const parsed = command.safeParse(JSON.parse(frame));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
