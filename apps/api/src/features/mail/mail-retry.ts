import type { MailMessage } from './mailer.js';

/** Where delivery problems are reported: a pino-style logger (never given the address or the body). */
export interface MailLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/**
 * Waits between delivery attempts, in ms: 30 s, 2, 5 and 10 minutes. The
 * last retry ends about 17.5 minutes after the request, inside the 30-minute
 * life of a reset link, so a mail that arrives can still be used.
 */
const MAIL_RETRY_DELAYS_MS: readonly number[] = [30_000, 120_000, 300_000, 600_000];

/** What a failed attempt may tell the log: codes only (an SMTP message can quote the address). */
function failureDetails(error: unknown): Record<string, unknown> {
  const { code, responseCode, command } = (error ?? {}) as Record<string, unknown>;
  return { code, responseCode, command };
}

/**
 * Sends `message` through `deliver` in the background: the returned promise
 * never waits for the mail server, so a request that mails (a password
 * reset) answers the same, at once, whether the server is up, slow or down,
 * and takes no longer for an existing account than for an unknown address.
 * A failed attempt is retried after each of `delaysMs` in turn, on an
 * unref'd timer; after the last it is dropped and logged as an error.
 * Retries live in this process and a restart forgets them; the job queue of
 * a scaled-out deployment (docs/architecture.md#runtime-parts) would keep them.
 */
export function deliverWithRetries(
  deliver: (message: MailMessage) => Promise<void>,
  message: MailMessage,
  options: { delaysMs?: readonly number[]; log?: MailLog } = {},
): void {
  const delays = options.delaysMs ?? MAIL_RETRY_DELAYS_MS;
  const attempt = (index: number): void => {
    deliver(message).then(
      () => undefined,
      (error: unknown) => {
        const details = { ...failureDetails(error), attempt: index + 1 };
        const delay = delays[index];
        if (delay === undefined) {
          options.log?.error(details, 'mail not delivered; giving up');
          return;
        }
        options.log?.warn({ ...details, retryInMs: delay }, 'mail not delivered; will retry');
        setTimeout(() => attempt(index + 1), delay).unref();
      },
    );
  };
  attempt(0);
}
