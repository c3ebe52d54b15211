import { integer, timestamp } from 'drizzle-orm/pg-core';

/**
 * Column helpers of the user and school tables. Every table that belongs to a school carries
 * `school_id`, so the data can later be distributed by school without a rewrite. Ids are integer
 * identities (the spec compares ids numerically).
 */
export const id = () => integer().primaryKey().generatedAlwaysAsIdentity();
export const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
