/**
 * A door panel that speaks plain SIP over UDP with RTP/AVP media, as most hardware panels do: no WebSocket, no
 * ICE, no DTLS. It calls a number through the proxy with digest authentication, takes the answer, sends RTP
 * (PCMU) to the address the answer gives, counts what comes back, and hangs up; a BYE from the other side ends
 * the call too. The media relay's tests use it (server/telephony/media-relay.test.ts); the web phone cannot
 * take its SDP without the relay (SIP-FACTS.md).
 */
import { createHash, randomBytes } from 'node:crypto';
import { type Socket, createSocket } from 'node:dgram';
import type { AddressInfo } from 'node:net';

export interface PlainSipPhoneOptions {
  number: string;
  password: string;
  /** The proxy's plain-SIP (UDP) address. */
  proxy: { host: string; port: number };
  /** The SIP domain (the realm the proxy challenges with). */
  domain: string;
}

export interface SipMessage {
  status?: number;
  method?: string;
  uri?: string;
  headers: [string, string][];
  body: string;
}

export function parseSip(text: string): SipMessage {
  const [head, ...rest] = text.split('\r\n\r\n');
  const [startLine, ...lines] = head.split('\r\n');
  const headers = lines.map((line): [string, string] => {
    const colon = line.indexOf(':');
    return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
  });
  const body = rest.join('\r\n\r\n');
  const reply = /^SIP\/2\.0 (\d{3})/.exec(startLine);
  if (reply) return { status: Number(reply[1]), headers, body };
  const [method, uri] = startLine.split(' ');
  return { method, uri, headers, body };
}

const header = (message: SipMessage, name: string) => message.headers.find(([key]) => key === name)?.[1];
const headersNamed = (message: SipMessage, name: string) => message.headers.filter(([key]) => key === name).map(([, value]) => value);
const md5 = (text: string) => createHash('md5').update(text).digest('hex');
const token = () => randomBytes(6).toString('hex');
const uriOf = (nameAddr: string) => /<([^>]+)>/.exec(nameAddr)?.[1] ?? nameAddr.split(';')[0];

/** The audio address an SDP gives (c= and m=audio). */
export function sdpAudio(sdp: string): { address: string; port: number } {
  const address = /^c=IN IP4 (\S+)/m.exec(sdp)?.[1] ?? '';
  const port = Number(/^m=audio (\d+)/m.exec(sdp)?.[1] ?? 0);
  return { address, port };
}

export interface PlainCall {
  callId: string;
  /** The SDP the answer brought (the relay's, when there is one). */
  answer: string;
  /** RTP packets heard so far. */
  heard(): number;
  /** Sends `count` PCMU packets, 20 ms apart, to the answer's audio address. */
  sendAudio(count: number): Promise<void>;
  /** Resolves when the other side hangs up. */
  ended: Promise<void>;
  hangUp(): Promise<void>;
}

export class PlainSipPhone {
  private replies = new Map<string, (message: SipMessage) => void>();
  private byes = new Map<string, () => void>();
  private cseq = 0;

  private constructor(
    readonly options: PlainSipPhoneOptions,
    private readonly sip: Socket,
    private readonly rtp: Socket,
  ) {
    sip.on('message', (data) => this.received(parseSip(data.toString())));
  }

  static async open(options: PlainSipPhoneOptions): Promise<PlainSipPhone> {
    const bound = async () => {
      const socket = createSocket('udp4');
      await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
      return socket;
    };
    return new PlainSipPhone(options, await bound(), await bound());
  }

  private get port() {
    return (this.sip.address() as AddressInfo).port;
  }

  private send(lines: string[], body = '') {
    const text = `${[...lines, `Content-Length: ${Buffer.byteLength(body)}`].join('\r\n')}\r\n\r\n${body}`;
    this.sip.send(text, this.options.proxy.port, this.options.proxy.host);
  }

  private received(message: SipMessage) {
    const callId = header(message, 'call-id') ?? '';
    if (message.method === 'BYE') {
      this.send(['SIP/2.0 200 OK', ...['via', 'from', 'to', 'call-id', 'cseq'].flatMap((name) => headersNamed(message, name).map((value) => `${name}: ${value}`))]);
      this.byes.get(callId)?.();
      return;
    }
    if (message.status !== undefined) this.replies.get(`${callId} ${header(message, 'cseq')}`)?.(message);
  }

  /** Sends a request and resolves with its final reply (provisional ones are skipped). */
  private request(lines: string[], body: string, callId: string, cseq: string, timeoutMs = 10_000): Promise<SipMessage> {
    return new Promise((resolve, reject) => {
      const key = `${callId} ${cseq}`;
      const timer = setTimeout(() => reject(new Error(`no final reply to ${cseq}`)), timeoutMs);
      this.replies.set(key, (reply) => {
        if (reply.status! < 200) return;
        clearTimeout(timer);
        this.replies.delete(key);
        resolve(reply);
      });
      this.send(lines, body);
    });
  }

  private offer() {
    const rtpPort = (this.rtp.address() as AddressInfo).port;
    return ['v=0', `o=panel ${Date.now()} 1 IN IP4 127.0.0.1`, 's=panel', 'c=IN IP4 127.0.0.1', 't=0 0', `m=audio ${rtpPort} RTP/AVP 0 101`, 'a=rtpmap:0 PCMU/8000', 'a=rtpmap:101 telephone-event/8000', 'a=sendrecv', ''].join('\r\n');
  }

  /** Digest answer to a proxy challenge (qop auth), as RFC 2617 has it. */
  private authorization(challenge: string, uri: string) {
    const field = (name: string) => new RegExp(`${name}="?([^",]+)"?`).exec(challenge)?.[1] ?? '';
    const [realm, nonce, qop] = [field('realm'), field('nonce'), field('qop')];
    const ha1 = md5(`${this.options.number}:${realm}:${this.options.password}`);
    const ha2 = md5(`INVITE:${uri}`);
    const cnonce = token();
    const response = qop ? md5(`${ha1}:${nonce}:00000001:${cnonce}:auth:${ha2}`) : md5(`${ha1}:${nonce}:${ha2}`);
    const quality = qop ? `, qop=auth, nc=00000001, cnonce="${cnonce}"` : '';
    return `Proxy-Authorization: Digest username="${this.options.number}", realm="${realm}", nonce="${nonce}", uri="${uri}", response="${response}", algorithm=MD5${quality}`;
  }

  /** Calls `target` and resolves once it is answered (ACK sent); rejects with the final status otherwise. */
  async call(target: string): Promise<PlainCall> {
    const { domain, number } = this.options;
    const callId = `${token()}@panel`;
    const fromTag = token();
    const uri = `sip:${target}@${domain}`;
    const base = (method: string, cseq: number, requestUri: string, to: string, branch = `z9hG4bK${token()}`) => [
      `${method} ${requestUri} SIP/2.0`, `Via: SIP/2.0/UDP 127.0.0.1:${this.port};branch=${branch};rport`, 'Max-Forwards: 70',
      `From: <sip:${number}@${domain}>;tag=${fromTag}`, `To: ${to}`, `Call-ID: ${callId}`, `CSeq: ${cseq} ${method}`,
    ];
    const invite = (cseq: number, extra: string[] = []) => {
      const branch = `z9hG4bK${token()}`;
      const lines = [...base('INVITE', cseq, uri, `<${uri}>`, branch), `Contact: <sip:${number}@127.0.0.1:${this.port}>`, 'Content-Type: application/sdp', ...extra];
      return { branch, reply: this.request(lines, this.offer(), callId, `${cseq} INVITE`) };
    };
    this.cseq = 1;
    let attempt = invite(this.cseq);
    let reply = await attempt.reply;
    if (reply.status === 407) {
      // The challenge is a final reply: it is acknowledged on the INVITE's own branch.
      this.send(base('ACK', this.cseq, uri, header(reply, 'to')!, attempt.branch));
      this.cseq += 1;
      attempt = invite(this.cseq, [this.authorization(header(reply, 'proxy-authenticate')!, uri)]);
      reply = await attempt.reply;
    }
    if (reply.status !== 200) throw Object.assign(new Error(`call refused: ${reply.status}`), { status: reply.status });
    const to = header(reply, 'to')!;
    const remoteTarget = uriOf(header(reply, 'contact')!);
    const routes = headersNamed(reply, 'record-route').flatMap((value) => value.split(',')).map((route) => route.trim()).reverse();
    const inDialog = (method: string, cseq: number) => [...base(method, cseq, remoteTarget, to), ...routes.map((route) => `Route: ${route}`)];
    const inviteCseq = this.cseq;
    const ack = () => this.send(inDialog('ACK', inviteCseq));
    ack();
    // The answer is sent again until it is acknowledged: acknowledge each copy.
    this.replies.set(`${callId} ${inviteCseq} INVITE`, (copy) => copy.status === 200 && ack());
    const answer = reply.body;
    const media = sdpAudio(answer);
    let heard = 0;
    this.rtp.on('message', () => (heard += 1));
    let over: () => void = () => undefined;
    const ended = new Promise<void>((resolve) => (over = resolve));
    this.byes.set(callId, over);
    return {
      callId,
      answer,
      heard: () => heard,
      ended,
      sendAudio: async (count) => {
        for (let sequence = 0; sequence < count; sequence++) {
          const packet = Buffer.alloc(12 + 160, 0xff);
          packet.writeUInt8(0x80, 0);
          packet.writeUInt8(0, 1);
          packet.writeUInt16BE(sequence, 2);
          packet.writeUInt32BE(sequence * 160, 4);
          packet.writeUInt32BE(0x5eed, 8);
          this.rtp.send(packet, media.port, media.address);
          await new Promise((next) => setTimeout(next, 20));
        }
      },
      hangUp: async () => {
        this.cseq += 1;
        const done = await this.request(inDialog('BYE', this.cseq), '', callId, `${this.cseq} BYE`);
        if (done.status !== 200) throw new Error(`BYE answered ${done.status}`);
        over();
      },
    };
  }

  close() {
    this.sip.close();
    this.rtp.close();
  }
}
