import { z } from 'zod';
import { brandColor } from './brand-color';
import { brandImageProblem } from './brand-image';

const bool = z.union([z.boolean(), z.enum(['true', 'false', '1', '0'])]).transform((v) => v === true || v === 'true' || v === '1');
const int = (min: number, max: number) => z.coerce.number().int().min(min).max(max);
/** An optional brand colour, normalised to `#rrggbb` (config/brand-color.ts). */
const brandColorKey = z
  .string()
  .transform((value, ctx) => {
    const color = brandColor(value);
    if ('hex' in color) return color.hex;
    ctx.addIssue({ code: 'custom', message: color.problem });
    return z.NEVER;
  })
  .optional();
const list = z
  .union([z.array(z.string()), z.string()])
  .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean));

/**
 * The whole configuration of the server. Each key is documented (the reference in
 * docs/configuration.md is generated from these descriptions) and has a default for local use.
 * Environment variable = the key in SCREAMING_SNAKE_CASE (see envName()).
 */
export const configSchema = z.object({
  nodeEnv: z
    .enum(['development', 'test', 'production'])
    .default('development')
    .describe('Runtime mode. `production` disables the dev mail outbox and requires a master key and HTTPS public URL.'),
  port: int(0, 65535).default(3000).describe('TCP port the server listens on (`PORT`).'),
  host: z.string().default('0.0.0.0').describe('Interface to bind.'),
  workers: int(0, 64)
    .default(1)
    .describe(
      'Server processes sharing the port (Node cluster); 0 = one per CPU core. The primary process keeps the rate limits, so they hold across workers, and sends the mail; the SQLite database is shared in WAL mode.',
    ),
  publicUrl: z
    .url()
    .default('http://localhost:3000')
    .describe(
      'Public base URL of this server: the token issuer and the base of hosted pages (default `http://localhost:<port>`). Never taken from request headers.',
    ),
  appUrl: z
    .url()
    .default('http://localhost:5173')
    .describe('Base URL of the host application; links in emails (activation, password reset) point at its auth routes.'),
  allowedOrigins: list
    .default(['http://localhost:5173'])
    .describe('Comma-separated origins allowed for CORS with credentials and for cookie-authenticated calls (refresh, logout).'),
  webauthnRpId: z
    .string()
    .regex(/^[a-z0-9.-]+$/i)
    .optional()
    .describe(
      'WebAuthn relying-party id that passkeys are bound to: the host name of appUrl unless set (e.g. `example.com` to share passkeys across its subdomains). Changing it makes existing passkeys unusable.',
    ),
  webauthnRpName: z
    .string()
    .optional()
    .describe('Relying-party name shown by the browser and the authenticator when a passkey is created (default: vendorName).'),
  webauthnOrigins: list
    .optional()
    .describe(
      'Comma-separated page origins allowed to use passkeys (the `origin` in the signed client data); default: the origins of appUrl and publicUrl and allowedOrigins.',
    ),
  dataDir: z
    .string()
    .default('./data')
    .describe('Directory for the embedded SQLite database and, in development, the generated master key (`GATEHOUSE_DATA_DIR`).'),
  databaseUrl: z
    .string()
    .optional()
    .describe('`postgres://…` to use PostgreSQL; otherwise a SQLite file `gatehouse.db` under dataDir (`DATABASE_URL`).'),
  sqliteSynchronous: z
    .enum(['OFF', 'NORMAL', 'FULL'])
    .default('NORMAL')
    .describe('SQLite `synchronous` pragma in WAL mode: NORMAL survives process crashes, FULL also power loss.'),
  masterKey: z
    .string()
    .min(32)
    .optional()
    .describe(
      'Secret (≥ 32 characters, e.g. `openssl rand -base64 32`) that encrypts private signing keys at rest. Required in production; in development one is generated under dataDir with mode 0600.',
    ),
  pepper: z
    .string()
    .min(16)
    .optional()
    .describe(
      'Optional secret mixed into password hashes (argon2 secret). Keep it outside the database; changing it invalidates all passwords.',
    ),
  jwtAlgorithm: z.enum(['RS256', 'ES256', 'EdDSA']).default('RS256').describe('Signing algorithm of access tokens.'),
  accessTokenTtlSeconds: int(60, 86_400).default(600).describe('Lifetime of access tokens, in seconds.'),
  refreshTokenTtlSeconds: int(300, 90 * 86_400)
    .default(14 * 86_400)
    .describe('Idle lifetime of a refresh token (each rotation extends it), in seconds.'),
  sessionMaxAgeSeconds: int(300, 90 * 86_400)
    .default(30 * 86_400)
    .describe('Absolute lifetime of a sign-in session, in seconds (30 days: NIST 800-63B AAL1 maximum).'),
  activationTtlSeconds: int(60, 30 * 86_400)
    .default(86_400)
    .describe('How long an activation link stays valid.'),
  resetPasswordTtlSeconds: int(60, 86_400).default(600).describe('How long a password reset link stays valid (ASVS 2.5: short).'),
  passwordMinLength: int(8, 128)
    .default(15)
    .describe('Minimum password length in Unicode code points (NIST 800-63B rev4 single-factor: 15).'),
  passwordMaxLength: int(64, 1024).default(128).describe('Maximum password length (≥ 64 per NIST).'),
  argon2MemoryKib: int(7_168, 1_048_576)
    .default(19_456)
    .describe(
      'argon2id memory cost in KiB (OWASP: 19 MiB with 2 iterations). OWASP rates these memory × iterations pairs equally strong: 47104 × 1, 19456 × 2, 12288 × 3, 9216 × 4, 7168 × 5; the smaller ones stay in CPU cache and verify faster (decision 0031).',
    ),
  argon2Iterations: int(1, 20).default(2).describe('argon2id time cost (OWASP: 2 with 19 MiB; see argon2MemoryKib for the equal pairs).'),
  argon2Parallelism: int(1, 8).default(1).describe('argon2id parallelism (OWASP: 1).'),
  loginMaxFailures: int(1, 100)
    .default(100)
    .describe('Consecutive failed passwords after which an account is locked for lockoutMinutes (ASVS 2.2.1 cap: 100).'),
  loginDelayAfterFailures: int(1, 100)
    .default(5)
    .describe('Failures after which each further failure imposes a growing wait (1 s doubling, up to 1 h) on that account.'),
  lockoutMinutes: int(1, 1440).default(60).describe('Length of the time-boxed lock after loginMaxFailures.'),
  ipLoginAttemptsPerMinute: int(1, 100_000)
    .default(60)
    .describe('Credential checks (password, reset, activation) allowed per client IP per minute.'),
  trustProxy: bool.default(false).describe('Take the client IP from X-Forwarded-For (only behind a trusted reverse proxy).'),
  allowSignups: bool.default(true).describe('Whether self-service sign-up is open (global policy).'),
  allowNotVerifiedUsersLogin: bool.default(false).describe('Whether users may sign in before confirming their email.'),
  cookieSameSite: z.enum(['Strict', 'Lax', 'None']).default('Lax').describe('SameSite attribute of the refresh cookie (global policy).'),
  vendorName: z.string().default('Gatehouse').describe('Name of the application that embeds Gatehouse, shown in emails and the login box.'),
  vendorLogoUrl: z
    .string()
    .superRefine((value, ctx) => {
      const problem = brandImageProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .optional()
    .describe(
      "Logo of the vendor on the login box and the hosted pages (`GET /vendors/public`): an https URL, or a base64 data URL of a PNG, JPEG or WebP image of at most 256 KiB. A tenant's custom login logo replaces it on that tenant's login box.",
    ),
  vendorPrimaryColor: brandColorKey.describe(
    "Primary brand colour of the login box, the admin portal and the hosted pages (opaque, written `#nnn`, `#nnnnnn`, `rgb()`, `hsl()` or `color()`). Served as `#rrggbb`; a tenant's custom login colours replace it on that tenant's login box.",
  ),
  vendorSecondaryColor: brandColorKey.describe('Secondary brand colour, as vendorPrimaryColor.'),
  smtpUrl: z
    .string()
    .optional()
    .describe(
      '`smtp://user:pass@host:port` (or smtps://) to send email; without it, mail goes to the dev outbox at /dev/mail (not available in production).',
    ),
  eventLogStream: bool
    .default(false)
    .describe(
      'Write every domain event (the audit trail\'s events: sign-ins, changes, refusals) to the log as one JSON line each (`msg: "event"`), for a log pipeline or SIEM. Delivered from the event outbox at least once, in order, by one process at a time.',
    ),
  eventDispatchIntervalMs: int(50, 3_600_000)
    .default(1000)
    .describe('How often the event dispatcher looks for new events in the outbox when idle (milliseconds).'),
  eventRetentionDays: int(1, 3650)
    .default(7)
    .describe('Days an event stays in the outbox once every subscriber has been given it (the audit trail keeps its own rows).'),
  mailFrom: z.string().default('Gatehouse <no-reply@localhost>').describe('From address of outgoing email.'),
  twilioAccountSid: z
    .string()
    .regex(/^AC[0-9a-fA-F]{32}$/)
    .optional()
    .describe(
      "Twilio account SID (`AC…`): with twilioAuthToken and twilioFrom, SMS (passwordless codes) go through Twilio's Messages API; without it they stay in the dev outbox at /dev/sms (not available in production).",
    ),
  twilioAuthToken: z
    .string()
    .min(16)
    .optional()
    .describe('Twilio auth token, or the secret of the API key named by twilioApiKeySid. Never logged.'),
  twilioApiKeySid: z
    .string()
    .regex(/^SK[0-9a-fA-F]{32}$/)
    .optional()
    .describe(
      'Twilio API key SID (`SK…`) to authenticate with instead of the account SID (recommended); twilioAuthToken is then its secret.',
    ),
  twilioFrom: z
    .string()
    .regex(/^(\+[1-9]\d{6,14}|MG[0-9a-fA-F]{32})$/)
    .optional()
    .describe('Sender of SMS: an E.164 number of the Twilio account, or a Messaging Service SID (`MG…`).'),
  twilioBaseUrl: z
    .url()
    .default('https://api.twilio.com')
    .describe('Origin of the Twilio API (change only to point tests or a proxy at another server).'),
  logLevel: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info').describe('Log level of the JSON logs.'),
  maxBodyBytes: int(1_024, 50 * 1024 * 1024)
    .default(1_048_576)
    .describe('Largest request body accepted; bigger bodies get 413.'),
  vendorClientId: z
    .string()
    .min(1)
    .max(200)
    .regex(/^[\w.:-]+$/)
    .optional()
    .describe(
      'Client id of a vendor credential created at start from configuration (with vendorSecret), for bootstrapping: exchange both at `POST /auth/vendor` for a token of the vendor-side API. Further credentials come from `npm run gatehouse -- vendor-credentials create`.',
    ),
  vendorSecret: z
    .string()
    .min(32)
    .max(512)
    .optional()
    .describe(
      'Secret of the configured vendor credential (≥ 32 characters, e.g. `openssl rand -base64 32`); only its SHA-256 is stored, and it is never logged. Changing it replaces the stored one at the next start.',
    ),
  vendorTokenTtlSeconds: int(60, 86_400).default(3600).describe('Lifetime of vendor tokens issued by `POST /auth/vendor`, in seconds.'),
  impersonationByAdmins: bool
    .default(false)
    .describe(
      'Whether the Admin role holds `fe.secure.write.impersonate` (acting as another member of the tenant). Off by default: an operator turns it on deliberately; applied at each start.',
    ),
  impersonationSessionSeconds: int(60, 86_400)
    .default(3600)
    .describe(
      'Absolute lifetime of an impersonation session, in seconds (short: the administrator signs in again as themself afterwards).',
    ),
  ssoDnsServers: list
    .default([])
    .describe(
      'Comma-separated DNS servers (`ip` or `ip:port`) that SSO domain verification asks for TXT records; empty: the system resolver.',
    ),
  ssoMetadataAllowHttp: bool
    .default(false)
    .describe('Allow fetching IdP metadata from plain `http://` URLs (always allowed in development; for tests and closed networks).'),
  ssoMetadataAllowPrivateAddresses: bool
    .default(false)
    .describe(
      'Allow fetching IdP metadata from loopback, private, link-local and unique-local addresses (refused by default: the fetch is made by the server, inside its network).',
    ),
  oidcDiscoveryCacheSeconds: int(0, 86_400)
    .default(3600)
    .describe("How long an OpenID provider's discovery document (and its signing keys) is reused before it is fetched again."),
  oidcRequestTimeoutSeconds: int(1, 120).default(10).describe('How long one request to an OpenID or OAuth provider may take.'),
  redisUrl: z.string().optional().describe('Redis URL for shared rate limits when several instances run (optional).'),
});

/** The validated server configuration. */
export type Config = z.output<typeof configSchema>;
/** Configuration as given (env strings or file values). */
export type ConfigInput = z.input<typeof configSchema>;

/** Environment variable name of a config key: `accessTokenTtlSeconds` → `GATEHOUSE_ACCESS_TOKEN_TTL_SECONDS`. */
export function envName(key: string): string {
  const special: Record<string, string> = { port: 'PORT', databaseUrl: 'DATABASE_URL', nodeEnv: 'NODE_ENV', dataDir: 'GATEHOUSE_DATA_DIR' };
  return special[key] ?? `GATEHOUSE_${key.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase()}`;
}
