import { z } from 'zod';
import { INPUT_MESSAGES, isInSupportedYears, TextSchema } from './common.ts';

import { TRACKING_SOURCE } from './tracking-page.ts';

export { pageIdentifier, TRACKING_SOURCE } from './tracking-page.ts';

export const TRACKING_MESSAGES = {
  action: 'Name the event (at most 100 characters)',
  properties: 'Keep an event to at most 30 properties, each at most 500 characters',
} as const;

const Action = TextSchema.trim().min(1, TRACKING_MESSAGES.action).max(100, TRACKING_MESSAGES.action);
const Short = TextSchema.max(200);
/** A property's value: a short string, a number, a boolean or null (no nesting: events stay flat). */
const PropertyValue = z.union([TextSchema.max(500), z.number().finite(), z.boolean(), z.null()]);
const Properties = z
  .record(TextSchema.max(60), PropertyValue)
  .refine((p) => Object.keys(p).length <= 30, TRACKING_MESSAGES.properties);

const OccurredAt = z.iso.datetime({ offset: true }).refine(isInSupportedYears, INPUT_MESSAGES.year);

/** POST v3/users/{id}/tracking-events: action, userId, properties, source (spec §7). */
export const TrackingEventRequestSchema = z.object({
  action: Action,
  userId: z.number().int().positive(),
  properties: Properties.default({}),
  source: Short.default(TRACKING_SOURCE),
  /** When it happened, for an event queued while offline (at most 7 days ago); the server's time otherwise. */
  occurredAt: OccurredAt.optional(),
});
export type TrackingEventRequest = z.input<typeof TrackingEventRequestSchema>;

/** POST {functions-api}/api/v3/user-events: category (default All), action, label, value, values, source. */
export const UserEventRequestSchema = z.object({
  category: Short.default('All'),
  action: Action,
  label: Short.optional(),
  value: z.number().finite().optional(),
  values: Properties.optional(),
  source: Short.default(TRACKING_SOURCE),
  occurredAt: OccurredAt.optional(),
});
export type UserEventRequest = z.input<typeof UserEventRequestSchema>;

/**
 * Whether the event was kept: false when the request carried no analytics consent (the
 * `cookie_consent` cookie), which is not an error: nothing is recorded, and the app carries on.
 */
export const TrackingResultSchema = z.object({ recorded: z.boolean() });
export type TrackingResult = z.infer<typeof TrackingResultSchema>;
