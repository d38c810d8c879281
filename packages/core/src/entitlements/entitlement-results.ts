import type { EntitlementResult } from './types';

// Shared, frozen results: the checks return one of these instead of allocating per call.
export const ENTITLED: EntitlementResult = Object.freeze({ isEntitled: true });
export const MISSING_FEATURE: EntitlementResult = Object.freeze({ isEntitled: false, justification: 'MISSING_FEATURE' });
export const MISSING_PERMISSION: EntitlementResult = Object.freeze({ isEntitled: false, justification: 'MISSING_PERMISSION' });
export const BUNDLE_EXPIRED: EntitlementResult = Object.freeze({ isEntitled: false, justification: 'BUNDLE_EXPIRED' });
