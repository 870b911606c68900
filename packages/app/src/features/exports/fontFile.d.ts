/** A font file imported for its URL (Vite and other bundlers emit it as an asset). */
declare module '*.ttf' {
  const url: string;
  export default url;
}
