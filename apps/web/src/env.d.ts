/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The anchoring contract on Base mainnet, shown in the verification help; unset until it is deployed. */
  readonly VITE_CONTRACT_ADDRESS?: string;
}
