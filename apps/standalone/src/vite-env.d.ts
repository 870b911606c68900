/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** API origin without the version path, e.g. https://api.example.com (default http://localhost:4000). */
  readonly VITE_ADLENS_API_ORIGIN?: string;
  /** Id of the shipped white-label configuration to start with: 'adlens' (default) or 'meridian'. */
  readonly VITE_ADLENS_WHITE_LABEL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
