/**
 * The highlighter as the build's prerendering has it: loaded with the server bundle, so every block is
 * highlighted in the HTML without waiting (./highlighter.ts requires this file only there).
 */
import './prism-languages';
import Original from '@theme-original/CodeBlock/Content';

export default Original;
