/**
 * An error whose status, code and message are meant for the client (4xx).
 * Services and routes throw it; the one error handler turns it into the
 * envelope `{ error: { code, message } }`.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** 404 for a resource the signed-in patient does not own or that does not exist. */
export const notFound = (message = 'Not found.') => new AppError(404, 'NOT_FOUND', message);

/** 401 for a request without a valid session (ARCHITECTURE.md decision 1). */
export const unauthorized = () => new AppError(401, 'UNAUTHORIZED', 'Please sign in.');
