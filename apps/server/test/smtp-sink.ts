import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { from: string; to: string[]; raw: string };

export type SinkBehaviour = {
  /** While true, every connection is turned away with 421 (a mail server that is down or overloaded). */
  refuse?: () => boolean;
  /** Awaited before a received message is accepted (a slow mail server). */
  beforeAccept?: () => Promise<void>;
};

/** A real SMTP server on 127.0.0.1 that keeps what it receives (`port` 0: any free port). */
export async function startSmtpSink(port = 0, behaviour: SinkBehaviour = {}) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect(_session, callback) {
      if (!behaviour.refuse?.()) return callback();
      const error = new Error('Service not available, try again later') as Error & { responseCode: number };
      error.responseCode = 421;
      callback(error);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', async () => {
        await behaviour.beforeAccept?.();
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = (server as unknown as { server: { address: () => AddressInfo } }).server.address();
  return {
    port: address.port,
    received,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;

/** The headers of a raw mail, unfolded, as `name (lower case) → value`. */
export function headersOf(raw: string): Map<string, string> {
  const head = (raw.split(/\r?\n\r?\n/)[0] ?? '').replace(/\r?\n[ \t]+/g, ' ');
  const out = new Map<string, string>();
  for (const line of head.split(/\r?\n/)) {
    const at = line.indexOf(':');
    if (at > 0) out.set(line.slice(0, at).toLowerCase(), line.slice(at + 1).trim());
  }
  return out;
}

/** Decodes RFC 2047 encoded words (as nodemailer writes them). */
export function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([BQ])\?([^?]*)\?=/gi, (_m, enc: string, text: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_x, h: string) => String.fromCharCode(Number.parseInt(h, 16))),
            'latin1',
          ).toString('utf8'),
    );
}

/** The decoded Subject header. */
export function subjectOf(raw: string): string {
  return decodeWords(headersOf(raw).get('subject') ?? '');
}

export type MimePart = { headers: Map<string, string>; body: string };

function decodeBody(headers: Map<string, string>, body: string): string {
  const encoding = (headers.get('content-transfer-encoding') ?? '').toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_x, h: string) => String.fromCharCode(Number.parseInt(h, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

/** The leaf parts of a raw MIME mail (nested multiparts flattened), bodies decoded. */
export function partsOf(raw: string): MimePart[] {
  const split = /\r?\n\r?\n/.exec(raw);
  const headers = headersOf(raw);
  const body = split ? raw.slice(split.index + split[0].length) : '';
  const boundary = /boundary="?([^";]+)"?/i.exec(headers.get('content-type') ?? '')?.[1];
  if (!boundary) return [{ headers, body: decodeBody(headers, body) }];
  return body
    .split(`--${boundary}`)
    .slice(1)
    .filter((chunk) => !chunk.startsWith('--'))
    .flatMap((chunk) => partsOf(chunk.replace(/^\r?\n/, '')));
}
