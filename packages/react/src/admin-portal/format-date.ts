/** A date for a table cell; a dash when absent. */
export const formatDate = (iso: string | null | undefined): string => (iso ? new Date(iso).toLocaleString() : '—');
