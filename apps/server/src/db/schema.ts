/**
 * The whole Drizzle schema (drizzle.config.ts reads this file): a plain re-export of the table
 * files, each of which imports only the files it references, so no two import each other.
 */

export * from './assignment-schema.ts';
export * from './assistant-schema.ts';
export * from './auth-schema.ts';
export * from './class-message-schema.ts';
export * from './content-schema.ts';
export * from './effort-schema.ts';
export * from './email-confirmation-schema.ts';
export * from './flow-schema.ts';
export * from './google-sign-in-schema.ts';
export * from './growth-schema.ts';
export * from './insights-schema.ts';
export * from './invitation-schema.ts';
export * from './live-lesson-schema.ts';
export * from './mail-schema.ts';
export * from './measurement-schema.ts';
export * from './password-reset-schema.ts';
export * from './roster-sync-schema.ts';
export * from './school-reports-schema.ts';
export * from './school-schema.ts';
export * from './student-import-schema.ts';
export * from './student-page-schema.ts';
export * from './sync-connection-schema.ts';
export * from './tracking-schema.ts';
export * from './user-schema.ts';
export * from './weekly-email-schema.ts';
