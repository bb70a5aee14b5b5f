import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db, Tx } from './client.js';

const scope = new AsyncLocalStorage<Tx>();

/**
 * A view of `db` whose `transaction()` remembers the open transaction for
 * the duration of its callback. better-auth runs sign-up in such a
 * transaction; its database hooks call `currentTransaction()` so the
 * profile row is written in the same transaction as the user (all or nothing).
 */
export function trackTransactions(db: Db): Db {
  return new Proxy(db, {
    get(target, property, receiver) {
      if (property === 'transaction') {
        const transaction: Db['transaction'] = (callback, config) =>
          target.transaction((tx) => scope.run(tx, () => callback(tx)), config);
        return transaction;
      }
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** The transaction opened through `trackTransactions` around the caller, if any. */
export function currentTransaction(): Tx | undefined {
  return scope.getStore();
}
