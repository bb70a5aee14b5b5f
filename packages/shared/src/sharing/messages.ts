import type { Message } from '../message-catalogue.js';
export { SHARE_MESSAGES } from './message-table.js';

/** 'Wrong code. 4 tries left.' — after a wrong access code (the link locks at 0). */
export function wrongCodeMessage(triesLeft: number): Message {
  return triesLeft === 1
    ? { key: 'sharing.wrongCodeLastTry' }
    : { key: 'sharing.wrongCode', values: { count: triesLeft } };
}

/** The bell's line when a share is first opened: '"Dr. Mehta" was opened'. */
export function shareOpenedDescription(label: string): Message {
  return { key: 'sharing.openedLine', values: { label } };
}
