import { Prism } from 'prism-react-renderer';

// Prism's language files register themselves on a global `Prism`: this must run before them (imports run in
// order), and prism-languages.ts removes it again once they have.
(globalThis as { Prism?: unknown }).Prism = Prism;
