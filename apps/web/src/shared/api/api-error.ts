/** The error catalogue of spec §8: the exact words the user sees for each kind of failure. */
export const ERROR_MESSAGES = {
  unauthorised: 'Authorisation has been denied for this request.',
  notFound: 'The resource you are looking for does not exist.',
  // Two spaces after the full stop: the spec's wording, kept exactly.
  timeout: 'Your request timed out.  Please try again.',
  badBody: 'Improper Response Received',
  download: 'Error downloading file',
  network: 'Something went wrong while trying to do that. Please refresh your browser and try again.',
} as const;

export type ApiErrorKind =
  /** The request was never sent: no method or no endpoint. */
  | 'invalid-request'
  | 'unauthorised'
  | 'not-found'
  | 'timeout'
  | 'bad-body'
  | 'download'
  | 'network'
  /** 502, 503 or 504: the server or its database is away for a moment; the same call may work soon. */
  | 'unavailable'
  /** The caller aborted; nobody needs to be told. */
  | 'aborted'
  /** Any other failure the server explained with a message (and perhaps modelState). */
  | 'server';

export interface ApiErrorInit {
  kind: ApiErrorKind;
  message: string;
  status?: number | null;
  /** The error body, with sensitive fields already removed. */
  body?: unknown;
  /** Every modelState message, in order, one per toast. */
  fieldMessages?: string[];
}

/** Every failure of the HTTP client is one of these, so screens can branch on `kind` or `status`. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number | null;
  readonly body: unknown;
  readonly fieldMessages: string[];

  constructor({ kind, message, status = null, body, fieldMessages = [] }: ApiErrorInit) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.status = status;
    this.body = body;
    this.fieldMessages = fieldMessages;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * A failure that says nothing about the call itself: it never arrived or was never answered (network,
 * timeout), or the server was away (502–504). Sending the very same call again later may work; a call
 * that must not count twice needs its own idempotency key to be resent (answers carry clientAnswerId).
 */
export function isTransientFailure(error: unknown): boolean {
  return (
    isApiError(error) &&
    (error.kind === 'network' || error.kind === 'timeout' || error.kind === 'unavailable')
  );
}
