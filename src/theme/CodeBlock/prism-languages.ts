/**
 * The Prism languages prism-react-renderer doesn't bundle and only some pages need (SDK samples on API pages and
 * in a few guides). One chunk, loaded by the first code block that needs one of them.
 */
import './prism-global';
import 'prismjs/components/prism-bash';
import 'prismjs/components/prism-markup-templating';
import 'prismjs/components/prism-php';
import 'prismjs/components/prism-java';
import 'prismjs/components/prism-csharp';

delete (globalThis as { Prism?: unknown }).Prism;
