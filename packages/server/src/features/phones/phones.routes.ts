import { phonesApi } from '@gatehouse/contracts';
import type { Deps } from '../../deps';
import { route, type RouteDef } from '../../http/define-route';

/** The login phone, the lost-phone reset and the phone-number list (spec 000 §4.4, §7.3; wire-compat §3.1, §3.21). */
export function phonesRoutes(deps: Deps): RouteDef[] {
  const { loginPhone, phoneNumbers } = deps.phones;
  return [
    route(phonesApi.changePhoneNumberWithVerification, ({ auth, body, client, requestId }) =>
      loginPhone.requestChange(auth, body.phoneNumber, client, requestId),
    ),
    route(phonesApi.verifyChangePhoneNumber, async ({ auth, body, client, requestId }) => {
      await loginPhone.verifyChange(auth, body.changePhoneId, body.code, client, requestId);
      return {};
    }),
    route(phonesApi.resetPhoneNumber, ({ body, client, requestId }) => loginPhone.requestReset(body.email, client, requestId)),
    route(phonesApi.verifyResetPhoneNumber, ({ body, client, requestId }) =>
      loginPhone.verifyReset(body.resetPhoneNumberToken, body.code, client, requestId),
    ),
    route(phonesApi.changePhoneNumber, async ({ body, client, requestId }) => {
      await loginPhone.changeAfterReset(body.changePhoneNumberToken, body.phoneNumber, client, requestId);
      return {};
    }),
    route(phonesApi.getUserPhoneNumbers, ({ auth, query }) => phoneNumbers.page(auth, query)),
    route(phonesApi.getUserOwnPhoneNumbers, ({ auth }) => phoneNumbers.all(auth)),
    route(phonesApi.createPhoneNumber, ({ auth, body, client, requestId }) => phoneNumbers.create(auth, body, client, requestId)),
    route(phonesApi.preVerifyPhoneNumber, ({ auth, body, client }) => phoneNumbers.preverify(auth, body.phoneNumber, client)),
    route(phonesApi.verifyPhoneNumber, async ({ auth, body, client, requestId }) => {
      await phoneNumbers.verify(auth, body.otcToken, body.code, client, requestId);
      return {};
    }),
    route(phonesApi.deletePhoneNumber, ({ auth, params, client, requestId }) =>
      phoneNumbers.remove(auth, params.phoneId, client, requestId),
    ),
    route(phonesApi.verifyDeletePhoneNumber, async ({ auth, params, body, client, requestId }) => {
      await phoneNumbers.verifyRemove(auth, params.phoneId, body.otcToken, body.code, client, requestId);
      return {};
    }),
    route(phonesApi.getUsersPhoneNumbers, ({ auth, query }) => phoneNumbers.ofTenantUsers(auth, query)),
  ] as RouteDef[];
}
