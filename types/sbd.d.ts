declare module 'sbd' {
  const sbd: { sentences(text: string, options?: { newline_boundaries?: boolean }): string[] };
  export default sbd;
}
