/** Stops a child process as a service manager would: SIGTERM, then SIGKILL if it is still there after `graceMs`. */
import type { ChildProcess } from 'node:child_process';

export function stopProcess(child: ChildProcess, graceMs = 5000): Promise<void> {
  return new Promise<void>((done) => {
    if (child.exitCode !== null || child.signalCode !== null) return done();
    child.once('exit', () => done());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), graceMs).unref();
  });
}
