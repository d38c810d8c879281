// The phones feature's public entry: the login phone, lost-phone reset and phone-number list (services and routes).
export { createPhonesServices, type PhonesServices } from './phones.services';
export { phonesRoutes } from './phones.routes';
