import { evaluateTreatment } from './evaluate-treatment';
import type { EntitlementAttributes, FeatureFlag } from './types';

/** Off: offTreatment; on: the first treatable rule's treatment, else defaultTreatment (spec 000 §4.8.7). */
export function evaluateFeatureFlag(flag: FeatureFlag, attributes: EntitlementAttributes): 'true' | 'false' {
  if (typeof flag !== 'object' || flag === null) return 'false';
  if (flag.on !== true) return flag.offTreatment === 'true' ? 'true' : 'false';
  return evaluateTreatment(flag.rules, flag.defaultTreatment, attributes);
}
