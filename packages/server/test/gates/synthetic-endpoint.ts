import { endpoint, type Endpoint } from '@gatehouse/contracts';
import { z } from 'zod';

/** A made-up contract endpoint for gate self-tests: the fields a test cares about, the rest filled in. */
export const syntheticEndpoint = <const D extends Pick<Endpoint, 'id' | 'method' | 'path' | 'access'> & Partial<Endpoint>>(def: D) =>
  endpoint({ summary: def.id, tags: [], response: z.object({}), ...def });
