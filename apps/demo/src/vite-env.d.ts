/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Address of the Gatehouse server (default http://localhost:3000). */
  readonly VITE_GATEHOUSE_URL?: string;
}
