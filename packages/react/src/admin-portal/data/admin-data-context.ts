import { createContext } from 'react';
import type { AdminData } from '@gatehouse/client';

/** The admin data of the portal's Gatehouse client; null outside <AdminPortal>. */
export const AdminDataContext = createContext<AdminData | null>(null);
