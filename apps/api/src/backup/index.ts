/**
 * Backup and restore (docs/decisions/041-backup-and-restore.md): the server's admin socket, which takes a
 * consistent backup from the running process, and the archive's writing, checking and restoring, which
 * the CLI (cli.ts: `npm run backup`, `restore`, `backup:verify`) runs.
 */
export { startAdminSocket } from './admin-socket.js';
