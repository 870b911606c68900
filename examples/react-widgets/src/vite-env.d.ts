/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Origin of the Adlens API, e.g. `http://localhost:4000`. */
  readonly VITE_ADLENS_API_ORIGIN?: string;
}
