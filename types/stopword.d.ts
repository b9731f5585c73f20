declare module 'stopword' {
  /** The package's stop-word lists (ISO 639-3 codes) used here; it ships more. */
  export const eng: string[];
  export const deu: string[];
  export const fra: string[];
  export const spa: string[];
  export const por: string[];
  export const rus: string[];
  export const ara: string[];
  export const fas: string[];
  export const hin: string[];
  export const zho: string[];
}
