/** The app origin of the test configuration (config `appUrl` / `allowedOrigins` of the harness). */
export const TEST_APP_ORIGIN = 'http://localhost:5173';

/**
 * Hostile values for any parameter that takes a URL, built around one allowed origin: each tries to
 * make a URL parser, a browser, or a naive check disagree about where the value leads. Some lead home
 * on purpose (a userinfo or backslash trick that a naive check would refuse): those must stay home.
 */
export function redirectCorpus(origin = TEST_APP_ORIGIN): string[] {
  const o = new URL(origin);
  const scheme = o.protocol.slice(0, -1);
  const other = scheme === 'https' ? 'http' : 'https';
  const host = o.host; // with port
  const name = o.hostname;
  const port = o.port || (scheme === 'https' ? '443' : '80');
  const evil = 'evil.example';
  return [
    // Scheme-relative and slash/backslash confusion
    `//${evil}`,
    `//${evil}/path`,
    `///${evil}`,
    `////${evil}/`,
    `/\\${evil}`,
    `\\\\${evil}`,
    `\\/${evil}`,
    `/\t/${evil}`,
    `/\n/${evil}`,
    `\u0001//${evil}`,
    ` //${evil}`,
    `//${evil}\u3002`,
    `//evil\u3002example`,
    `//${evil}@${host}`,
    // Percent-encoding, once and twice
    `%2F%2F${evil}`,
    `%252F%252F${evil}`,
    `/%2F/${evil}`,
    `/%09/${evil}`,
    `/%5C${evil}`,
    `%5C%5C${evil}`,
    `${scheme}%3A%2F%2F${evil}`,
    // Absolute foreign URLs and scheme quirks
    `https://${evil}`,
    `HTTPS://EVIL.EXAMPLE/`,
    `https:${evil}`,
    `https:/${evil}`,
    `https:\\\\${evil}`,
    `ftp://${evil}`,
    `${other}://${host}`,
    `${scheme}://${name}:1${port}`,
    `${scheme}://${name}`,
    // Userinfo, fragment and query tricks
    `${scheme}://${host}@${evil}`,
    `${scheme}://${host}:pass@${evil}/`,
    `${scheme}://${name}%2F@${evil}`,
    `${scheme}://${evil}#@${host}`,
    `${scheme}://${evil}?@${host}`,
    `${scheme}://${evil}\\@${host}`,
    `${scheme}://${host}\\@${evil}`,
    `${scheme}://${evil}/${origin}`,
    `${scheme}://${evil}/?next=${origin}`,
    // Look-alike, subdomain and suffix hosts
    `${scheme}://${host}.${evil}`,
    `${scheme}://${name}.${evil}:${port}`,
    `${scheme}://evil-${host}`,
    `${scheme}://${name}${evil}`,
    `${scheme}://${name}%2e${evil}`,
    `${scheme}://${name.replace(/o/, '\u043e')}:${port}`,
    `${scheme}://${name.replace(/a|o|e|l/, (c) => ({ a: '\u0430', o: '\u043e', e: '\u0435', l: '\u04cf' })[c]!)}:${port}/`,
    `${scheme}://${name}.:${port}`,
    `${scheme}://${evil}.`,
    // Numeric and IPv6 forms of loopback (another origin than the name)
    `${scheme}://2130706433:${port}`,
    `${scheme}://0x7f000001:${port}`,
    `${scheme}://127.1:${port}`,
    `${scheme}://0177.0.0.1:${port}`,
    `${scheme}://[::1]:${port}`,
    `${scheme}://[::ffff:7f00:1]:${port}`,
    // Script and document schemes
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    `javascript://${host}/%0Aalert(1)`,
    'javascript:%61lert(1)',
    'data:text/html,<script>alert(1)</script>',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    `blob:https://${evil}/00000000-0000-0000-0000-000000000000`,
    // Bare hosts (what a forged Host or X-Forwarded-Host header carries)
    evil,
    `${evil}:443`,
    `${host}.${evil}`,
  ];
}
