/** The single vendor of a self-hosted installation (decision 0007). */
export const DEFAULT_VENDOR_ID = 'default';
