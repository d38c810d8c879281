import { phonesApi } from '@gatehouse/contracts';
import type { PhonesServices } from './phones.services';
import { CREDENTIAL_LIMIT, route, type RouteDef } from '../../http/define-route';

/** The login phone, the lost-phone reset and the phone-number list (spec 000 §4.4, §7.3; wire-compat §3.1, §3.21). */
export function phonesRoutes({ loginPhone, phoneNumbers }: PhonesServices): RouteDef[] {
  return [
    route(
      phonesApi.changePhoneNumberWithVerification,
      ({ auth, body, ctx }) => loginPhone.requestChange(auth, body.phoneNumber, ctx),
      CREDENTIAL_LIMIT,
    ),
    route(
      phonesApi.verifyChangePhoneNumber,
      async ({ auth, body, ctx }) => {
        await loginPhone.verifyChange(auth, body.changePhoneId, body.code, ctx);
        return {};
      },
      CREDENTIAL_LIMIT,
    ),
    route(phonesApi.resetPhoneNumber, ({ body, ctx }) => loginPhone.requestReset(body.email, ctx), CREDENTIAL_LIMIT),
    route(
      phonesApi.verifyResetPhoneNumber,
      ({ body, ctx }) => loginPhone.verifyReset(body.resetPhoneNumberToken, body.code, ctx),
      CREDENTIAL_LIMIT,
    ),
    route(
      phonesApi.changePhoneNumber,
      async ({ body, ctx }) => {
        await loginPhone.changeAfterReset(body.changePhoneNumberToken, body.phoneNumber, ctx);
        return {};
      },
      CREDENTIAL_LIMIT,
    ),
    route(phonesApi.getUserPhoneNumbers, ({ auth, query }) => phoneNumbers.page(auth, query)),
    route(phonesApi.getUserOwnPhoneNumbers, ({ auth }) => phoneNumbers.all(auth)),
    route(phonesApi.createPhoneNumber, ({ auth, body, ctx }) => phoneNumbers.create(auth, body, ctx), CREDENTIAL_LIMIT),
    route(phonesApi.preVerifyPhoneNumber, ({ auth, body }) => phoneNumbers.preverify(auth, body.phoneNumber), CREDENTIAL_LIMIT),
    route(
      phonesApi.verifyPhoneNumber,
      async ({ auth, body, ctx }) => {
        await phoneNumbers.verify(auth, body.otcToken, body.code, ctx);
        return {};
      },
      CREDENTIAL_LIMIT,
    ),
    route(phonesApi.deletePhoneNumber, ({ auth, params, ctx }) => phoneNumbers.remove(auth, params.phoneId, ctx), CREDENTIAL_LIMIT),
    route(
      phonesApi.verifyDeletePhoneNumber,
      async ({ auth, params, body, ctx }) => {
        await phoneNumbers.verifyRemove(auth, params.phoneId, body.otcToken, body.code, ctx);
        return {};
      },
      CREDENTIAL_LIMIT,
    ),
    route(phonesApi.getUsersPhoneNumbers, ({ auth, query }) => phoneNumbers.ofTenantUsers(auth, query)),
  ] as RouteDef[];
}
