/** A failure the client may see: its status and message are safe to send as they are. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly modelState: Record<string, string[]> | undefined;

  constructor(statusCode: number, message: string, modelState?: Record<string, string[]>) {
    super(message);
    this.statusCode = statusCode;
    this.modelState = modelState;
  }
}

export const MESSAGES = {
  unauthorised: 'Authorisation has been denied for this request.',
  notFound: 'The resource you are looking for does not exist.',
  forbidden: 'You do not have permission to do that.',
  invalid: 'The request is invalid.',
  server: 'Something went wrong on our side. Please try again.',
  unavailable: 'Mathsight cannot reach its database just now. Please try again in a few seconds.',
} as const;

/** Seconds a client is asked to wait (Retry-After) when the database is away: a restart takes a few. */
export const RETRY_AFTER_SECONDS = 5;

export const unauthorised = () => new HttpError(401, MESSAGES.unauthorised);
export const notFound = () => new HttpError(404, MESSAGES.notFound);
export const forbidden = (message: string = MESSAGES.forbidden) => new HttpError(403, message);
export const conflict = (message: string) => new HttpError(409, message);
export const tooManyRequests = (message: string) => new HttpError(429, message);
export const badRequest = (message: string, modelState?: Record<string, string[]>) =>
  new HttpError(400, message, modelState);
