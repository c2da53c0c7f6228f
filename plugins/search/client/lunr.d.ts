/**
 * The little of lunr 2 this site uses (the package ships no types): the stemmer the index was built with
 * (stem.ts), the index builder and loader (the e2e tests' fixture index, the unit tests, the build's index
 * without positions), and what the
 * search worker needs to query an index of loaded pieces (pieces/search.ts).
 */
declare module 'lunr' {
  interface Builder {
    ref(name: string): void;
    field(name: string): void;
    add(doc: object): void;
    metadataWhitelist: string[];
  }
  interface Clause {
    term: string;
    fields: string[];
    usePipeline: boolean;
  }
  interface TermOptions {
    wildcard?: number;
    presence?: number;
    editDistance?: number;
  }
  interface Query {
    clauses: Clause[];
    term(term: string, options?: TermOptions): Query;
  }
  interface TokenSet {
    intersect(other: TokenSet): TokenSet;
    toArray(): string[];
  }
  interface Pipeline {
    runString(str: string, metadata?: object): string[];
  }
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- opaque: built and read by lunr only
  interface Vector {}
  interface Result {
    ref: string;
    score: number;
    matchData: { metadata: Record<string, Record<string, unknown>> };
  }
  interface Index {
    toJSON(): object;
    search(query: string): Result[];
    query(build: (query: Query) => void): Result[];
  }
  interface Token {
    toString(): string;
  }
  interface Lunr {
    (config: (this: Builder, builder: Builder) => void): Index;
    Token: new (str: string, metadata?: object) => Token;
    /** Its prototype: plugins/search/index.ts (indexWithoutPositions) keeps builders from recording positions. */
    Builder: { prototype: Partial<Builder> };
    stemmer(token: Token): Token;
    Index: {
      load(serialized: object): Index;
      new (attrs: {
        invertedIndex: object;
        fieldVectors: Record<string, Vector>;
        tokenSet: TokenSet;
        fields: string[];
        pipeline: Pipeline;
      }): Index;
    };
    Query: new (fields: string[]) => Query;
    TokenSet: { fromArray(sorted: string[]): TokenSet; fromClause(clause: Clause): TokenSet };
    Pipeline: { load(serialized: string[]): Pipeline };
    Vector: new (elements: number[]) => Vector;
  }
  const lunr: Lunr;
  namespace lunr {
    export type { Index, Query, TokenSet, Pipeline, Vector, Result, Clause };
  }
  export default lunr;
}
