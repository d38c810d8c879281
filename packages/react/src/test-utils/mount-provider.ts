import { afterEach, vi } from 'vitest';
import { setupProvider } from './setup-provider';

/** Mounts a provider for the current test; `unmountAll` ends every tree mounted so far (also done after each test). */
export interface MountProvider {
  (options: Parameters<typeof setupProvider>[0]): ReturnType<typeof setupProvider>;
  unmountAll(): void;
}

/**
 * A test file's way to mount providers: each test's trees are unmounted after it (a provider left mounted would follow
 * the next test's address, and spend its link or code), the page emptied and spies restored.
 */
export function mountProviders(): MountProvider {
  const mounted: { unmount(): void }[] = [];
  const unmountAll = () => {
    for (const env of mounted.splice(0)) env.unmount();
  };
  afterEach(() => {
    unmountAll();
    document.body.innerHTML = '';
    vi.restoreAllMocks();
  });
  const mount = async (options: Parameters<typeof setupProvider>[0]) => {
    const env = await setupProvider(options);
    mounted.push(env);
    return env;
  };
  return Object.assign(mount, { unmountAll });
}
