/**
 * The little of lunr 2 this site uses (the package ships no types): the stemmer the index was built with
 * (stem.ts), and the index builder and loader (the e2e tests' fixture index, the unit tests).
 */
declare module 'lunr' {
  interface Builder {
    ref(name: string): void;
    field(name: string): void;
    add(doc: object): void;
    metadataWhitelist: string[];
  }
  interface Index {
    toJSON(): object;
    search(query: string): { ref: string; score: number }[];
  }
  interface Token {
    toString(): string;
  }
  interface Lunr {
    (config: (this: Builder, builder: Builder) => void): Index;
    Token: new (str: string, metadata?: object) => Token;
    stemmer(token: Token): Token;
    Index: { load(serialized: object): Index };
  }
  const lunr: Lunr;
  export default lunr;
}
