import { afterEach, beforeEach, expect, vi } from 'vitest';

/**
 * Runs before every API test file. A test fails if anything writes to
 * console.error (an unexpected library or server error), epic-stack style.
 */
let consoleErrors: unknown[][] = [];

beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  expect(consoleErrors, 'console.error was called').toEqual([]);
});
