/** The Gatehouse server the demo talks to: VITE_GATEHOUSE_URL at build/dev time, else the local default. */
export const gatehouseUrl: string = import.meta.env.VITE_GATEHOUSE_URL || 'http://localhost:3000';
