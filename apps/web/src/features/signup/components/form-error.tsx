import { StatusAlert } from '../../../shared/ui/status-alert.tsx';

/** A failure that belongs to no one field, above the form (the shared alert, readable at WCAG AA). */
export function FormError({
  message,
  title = 'That did not work',
}: {
  message: string | null;
  title?: string;
}) {
  if (!message) return null;
  return (
    <StatusAlert tone="error" title={title} role="alert">
      {message}
    </StatusAlert>
  );
}
