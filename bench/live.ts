/**
 * Live channel fan-out: N WebSocket subscribers of `entity.devices` on the product server, then one device
 * renamed per round; each round's time runs from sending the PATCH (the commit happens inside it) to the
 * change's arrival at the last subscriber. All subscribers are the administrator, so the figure is the
 * cost of fan-out (one scope check per change per user, then N sends), not of N scope checks.
 */
import WebSocket from 'ws';
import { percentile } from './report';
import { ADMIN_PASSWORD } from './seed';

export interface LiveFigures {
  subscribers: number;
  rounds: number;
  p50: number;
  p99: number;
  max: number;
}

async function signIn(baseUrl: string) {
  const response = await fetch(`${baseUrl}/api/v0/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ login: 'admin', password: ADMIN_PASSWORD }) });
  if (!response.ok) throw new Error(`live bench sign-in failed: ${response.status}`);
  return ((await response.json()) as { sessions: { token: string }[] }).sessions[0].token;
}

/** One subscriber: resolves once subscribed; `arrivals` gets the time each change id arrives. */
function subscriber(baseUrl: string, token: string, onChange: (name: string) => void) {
  const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/api/v0/ws?access_token=${token}`);
  const subscribed = new Promise<void>((resolve, reject) => {
    socket.once('error', reject);
    socket.on('message', (frame) => {
      const message = JSON.parse(String(frame)) as { data: { type: string; id?: number } };
      if (message.data.type === 'subscribed') resolve();
      else if (message.data.type === 'updated') onChange(String(message.data.id));
    });
  });
  socket.once('open', () => socket.send(JSON.stringify({ command: 'subscribe', topic: 'entity.devices' })));
  return { socket, subscribed };
}


export async function measureLive(baseUrl: string, deviceId: number, subscribers: number, rounds: number): Promise<LiveFigures> {
  const token = await signIn(baseUrl);
  let waiting = 0;
  let roundDone: (() => void) | undefined;
  const clients = Array.from({ length: subscribers }, () =>
    subscriber(baseUrl, token, () => {
      waiting -= 1;
      if (waiting === 0) roundDone?.();
    }),
  );
  try {
    await Promise.all(clients.map((c) => c.subscribed));
    const times: number[] = [];
    for (let round = 0; round < rounds; round++) {
      waiting = subscribers;
      const delivered = new Promise<void>((resolve) => (roundDone = resolve));
      const started = performance.now();
      const response = await fetch(`${baseUrl}/api/v0/devices/${deviceId}`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ name: `Live bench ${Date.now()} ${round}` }),
      });
      if (!response.ok) throw new Error(`live bench PATCH failed: ${response.status}`);
      await delivered;
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    return { subscribers, rounds, p50: percentile(times, 50), p99: percentile(times, 99), max: times[times.length - 1] };
  } finally {
    for (const client of clients) client.socket.terminate();
  }
}
