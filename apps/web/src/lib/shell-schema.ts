/**
 * The shell's contract on its own, for the session query to load once there is a signed-in shell to check
 * (`lib/session.ts`): the entry, which reads the session on every page, carries no zod.
 */
export { shellSchema } from '@sehat/shared';
