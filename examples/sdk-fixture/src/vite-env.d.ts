/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Origin of the Adlens API, e.g. `http://localhost:4000`. */
  readonly VITE_ADLENS_API_ORIGIN?: string;
  /** The advertiser shown before the user picks one; 1 when unset. */
  readonly VITE_ADLENS_ADVERTISER_ID?: string;
}
