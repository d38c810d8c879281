const BROWSERS: [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\//, 'Firefox'],
  [/Chrome\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/** What a user agent tells of the device: the browser and the system by their names, else the agent's first word. */
export interface DeviceParts {
  browser?: string;
  system?: string;
  /** The agent's first word, when neither is known. */
  other?: string;
}

/** The browser and system of a user agent ("Chrome", "Linux"); nothing for an absent or empty one. */
export function deviceOf(userAgent: string | null | undefined): DeviceParts {
  const agent = String(userAgent ?? '').trim();
  if (!agent) return {};
  const browser = BROWSERS.find(([re]) => re.test(agent))?.[1];
  const system = SYSTEMS.find(([re]) => re.test(agent))?.[1];
  if (browser || system) return { browser, system };
  return { other: agent.split(/[\s/]/)[0] || undefined };
}
