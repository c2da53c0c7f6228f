/**
 * The Prism languages prism-react-renderer doesn't bundle and only some pages need (SDK samples on API pages and
 * in a few guides). One chunk, loaded by the first code block that needs one of them.
 *
 * The .min.js files on purpose: the theme's prism-include-languages (in main) imports the plain
 * prism-markup-templating.js, which would make it a module of main. During the build's prerendering main runs in
 * its own VM context while this chunk runs in Node's, so that module would not see the global set here
 * ("Prism is not defined"). Separate files keep every language file in this chunk, beside its global.
 */
import './prism-global';
import 'prismjs/components/prism-bash.min.js';
import 'prismjs/components/prism-markup-templating.min.js';
import 'prismjs/components/prism-php.min.js';
import 'prismjs/components/prism-java.min.js';
import 'prismjs/components/prism-csharp.min.js';

delete (globalThis as { Prism?: unknown }).Prism;
