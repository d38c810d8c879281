import { evaluateTreatment } from './evaluate-treatment';
import type { EntitlementAttributes, PlanEntitlement } from './types';

/** A plan's targeting: the first treatable rule's treatment, else its defaultTreatment. */
export function evaluatePlan(plan: PlanEntitlement, attributes: EntitlementAttributes): 'true' | 'false' {
  if (typeof plan !== 'object' || plan === null) return 'false';
  return evaluateTreatment(plan.rules, plan.defaultTreatment, attributes);
}
