import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One mail as the SMTP server received it. */
interface ReceivedMail {
  from: string;
  to: string[];
  /** The raw message (headers and MIME body) as sent. */
  raw: string;
  /** Its Message-ID header, e.g. `<uuid@localhost>`. */
  messageId: string;
}

export interface TestSmtp {
  /** SMTP_URL of this server. */
  url: string;
  /** Every mail accepted so far, oldest first. */
  received: ReceivedMail[];
  /** Connections refused while down. */
  refused: number;
  /** While down, every connection gets `421 Service not available` and no mail is accepted. */
  setDown(down: boolean): void;
  /** The next `count` connections get `421 Service not available`, then mail is accepted again. */
  refuseNext(count: number): void;
  close(): Promise<void>;
}

/**
 * A real SMTP server (nodemailer's smtp-server) in this process, on
 * 127.0.0.1 and a free port, plain SMTP without authentication: what an
 * app with SMTP_URL set talks to in the tests. Nothing leaves the machine.
 */
export async function startTestSmtp(): Promise<TestSmtp> {
  let down = false;
  let refusals = 0;
  const state = { received: [] as ReceivedMail[], refused: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onConnect(_session, callback) {
      if (!down && refusals === 0) return callback();
      if (refusals > 0) refusals--;
      state.refused++;
      callback(Object.assign(new Error('Service not available'), { responseCode: 421 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const from = session.envelope.mailFrom;
        const raw = Buffer.concat(chunks).toString('utf8');
        state.received.push({
          from: from ? from.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
          messageId: /^Message-ID:\s*(\S+)\r?$/im.exec(raw)?.[1] ?? '',
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    get received() {
      return state.received;
    },
    get refused() {
      return state.refused;
    },
    setDown(next) {
      down = next;
    },
    refuseNext(count) {
      refusals = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The text of a quoted-printable MIME body: soft line breaks joined, `=XX` decoded. */
export function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}
