import type { SessionService } from '../sessions/index';
import { createLoginPhoneService } from './login-phone.service';
import { createPhoneCodeKit, type PhoneKitDeps } from './phone-code-kit';
import { createPhoneNumbersService } from './phone-numbers.service';

/** The phone services over one code kit: the login phone (and its reset) and the phone-number list. */
export function createPhonesServices(deps: PhoneKitDeps & { sessions: Pick<SessionService, 'revokeAllForUser'> }) {
  const kit = createPhoneCodeKit(deps);
  return { loginPhone: createLoginPhoneService(kit, deps.sessions), phoneNumbers: createPhoneNumbersService(kit) };
}

/** The phone services. */
export type PhonesServices = ReturnType<typeof createPhonesServices>;
