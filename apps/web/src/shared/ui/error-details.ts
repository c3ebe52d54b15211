import { isRouteErrorResponse } from 'react-router';

/** A short, human-readable message for anything that can be thrown or rejected. */
export function describeError(error: unknown): string {
  if (isRouteErrorResponse(error)) {
    const reason = error.statusText || (error.status === 404 ? 'Not Found' : 'Error');
    return `${error.status} ${reason}`;
  }
  if (error instanceof Error) return error.message || error.name;
  if (typeof error === 'string' && error.trim() !== '') return error;
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string') {
    return error.message;
  }
  return 'Unknown error';
}

/**
 * An id the user can quote to support so the failure can be found in the logs.
 * `crypto.randomUUID` exists only in secure contexts (HTTPS or localhost), so a version 4 UUID is
 * built from `crypto.getRandomValues` when it is missing.
 */
export function createEventId(cryptoApi: Pick<Crypto, 'getRandomValues'> & Partial<Crypto> = crypto): string {
  if (typeof cryptoApi.randomUUID === 'function') return cryptoApi.randomUUID();
  const bytes = cryptoApi.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
