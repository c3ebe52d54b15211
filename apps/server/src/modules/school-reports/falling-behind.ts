import type { BehindReason } from '@mathsight/contract/school-reports.ts';
import { FALLING_BEHIND, REPORT_LOGITS_PER_YEAR } from '@mathsight/contract/school-reports.ts';

/** What the rule reads of a class or a year group: completion and the level gap (logits, with its SE). */
export interface BehindFigures {
  workDue: number;
  completionPercent: number | null;
  levelGap: number | null;
  levelGapSe: number | null;
}

const logits = (years: number) => years * REPORT_LOGITS_PER_YEAR;

/**
 * Decision 0018 (revised): the reasons a class is falling behind, by the rule the report prints
 * (`fallingBehindRule` in the contract, from the same numbers). Against its year group (of two or more
 * classes): completion FALLING_BEHIND.completionPoints lower with enough work due, or a level
 * yearGroupGapYears lower; on its own: more than expectedGapYears behind its year's expected level. A
 * level gap counts only when it is more than `uncertainties` standard errors, so noise is not a verdict.
 */
export function behindReasons(
  row: BehindFigures,
  year: (BehindFigures & { classCount: number }) | undefined,
): BehindReason[] {
  const r = FALLING_BEHIND;
  const reasons: BehindReason[] = [];
  const comparable = year !== undefined && year.classCount >= 2;
  if (
    comparable &&
    row.workDue >= r.minWorkDue &&
    row.completionPercent !== null &&
    year.completionPercent !== null &&
    row.completionPercent <= year.completionPercent - r.completionPoints
  ) {
    reasons.push('completion');
  }
  const measured = row.levelGap !== null && row.levelGapSe !== null;
  if (comparable && measured && year.levelGap !== null) {
    const below = year.levelGap - (row.levelGap as number);
    if (below >= logits(r.yearGroupGapYears) && below > r.uncertainties * (row.levelGapSe as number)) {
      reasons.push('attainment');
    }
  }
  if (measured) {
    const behind = -(row.levelGap as number);
    if (behind > logits(r.expectedGapYears) && behind > r.uncertainties * (row.levelGapSe as number)) {
      reasons.push('expectedLevel');
    }
  }
  return reasons;
}
