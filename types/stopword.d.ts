declare module 'stopword' {
  export const eng: string[];
}
