// `@gatehouse/client/preview`: preview mode's fetch for hosts that want it directly (createGatehouseClient's
// `preview` option loads the same module on its first call).
export { createPreviewFetch } from './create-preview-fetch';
export type { PreviewClock, PreviewFetchOptions, PreviewOptions } from './preview-options';
export { PREVIEW_ISSUER } from './preview-token';
export { PREVIEW_VENDOR_NAME } from './handlers/config-handlers';
export {
  PREVIEW_AUTHENTICATOR_SECRET,
  PREVIEW_CODE,
  PREVIEW_LINK_TOKEN,
  PREVIEW_PASSWORD,
  PREVIEW_TOKEN_LIFETIME_SECONDS,
  previewAccountSettings,
  previewFeatureFlags,
  previewSessionSettings,
  previewUsers,
} from '@gatehouse/fixtures';
