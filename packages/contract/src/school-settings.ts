import { z } from 'zod';
import { CreateSchoolRequestSchema } from './schools.ts';

/**
 * PUT /api/v3/schools/{id}: an administrator corrects the school's details. The same fields and
 * rules as adding a school (name, first line of the address, town, country, UK postcode).
 */
export const UpdateSchoolRequestSchema = CreateSchoolRequestSchema;
export type UpdateSchoolRequest = z.infer<typeof UpdateSchoolRequestSchema>;

/** PUT /api/v3/schools/{id}/motivational-features (spec §7): the league tables on or off. */
export const MotivationalFeaturesRequestSchema = z.object({ enabled: z.boolean() });
export type MotivationalFeaturesRequest = z.infer<typeof MotivationalFeaturesRequestSchema>;
