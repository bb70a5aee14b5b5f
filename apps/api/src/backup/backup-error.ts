/**
 * A backup, verify or restore that cannot go on, with a message for the operator saying why and what to do.
 * The CLI prints the message and exits 1; messages name files and tables, never row data or secrets.
 */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}
