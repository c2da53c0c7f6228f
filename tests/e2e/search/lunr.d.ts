/** The little of lunr 2 the fixture index builder uses (the package ships no types). */
declare module 'lunr' {
  interface Builder {
    ref(name: string): void;
    field(name: string): void;
    add(doc: object): void;
    metadataWhitelist: string[];
  }
  interface Index {
    toJSON(): object;
  }
  function lunr(config: (this: Builder, builder: Builder) => void): Index;
  export default lunr;
}
