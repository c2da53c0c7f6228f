import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * How each sample language is run: one process (or one compile and one process) for all of a language's samples,
 * with the runtimes Debian packages (scripts/setup-tests.sh installs them). Asynchronous on purpose: the sandbox
 * server the samples call runs in this same process.
 */
const exec = promisify(execFile);

export interface Sample {
  /** The operation id: the sample's sandbox scope and file name. */
  id: string;
  code: string;
}

export interface RunResult {
  ok: boolean;
  out: string;
  error?: string;
}

interface Language {
  /** The runtimes the language needs, as `command --version` checks them. */
  tools: string[];
  /** env: the environment variables the samples read (their credentials), added to this process's. */
  run(dir: string, samples: Sample[], env?: Record<string, string>): Promise<RunResult[]>;
}

const HERE = __dirname;
const MAX_BUFFER = 64 * 1024 * 1024;

/** Options of a child process that runs samples: this process's environment and the samples' variables. */
const withEnv = (env: Record<string, string> = {}) => ({
  maxBuffer: MAX_BUFFER,
  env: { ...process.env, ...env },
});
/** Debian's Python: python3-requests is installed for it (a pyenv python3 may come first on PATH). */
const PYTHON = fs.existsSync('/usr/bin/python3') ? '/usr/bin/python3' : 'python3';

function write(dir: string, name: string, code: string): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, code.endsWith('\n') ? code : `${code}\n`);
  return file;
}

function readResults(file: string): RunResult[] {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as RunResult[];
}

/** The class a Java or C# sample declares (named after its operation). */
function classOf(code: string): string {
  const name = /public (?:static )?class (\w+)/.exec(code)?.[1];
  if (!name) throw new Error(`no public class in:\n${code.slice(0, 300)}`);
  return name;
}

export const LANGUAGES: Record<string, Language> = {
  curl: {
    tools: ['bash', 'curl'],
    async run(dir, samples, env) {
      const files = samples.map((s) => write(dir, `${s.id}.sh`, s.code));
      await exec('bash', [path.join(HERE, 'runner.sh'), dir, ...files], withEnv(env));
      return samples.map((_, i) => {
        const status = fs.readFileSync(path.join(dir, `${i}.status`), 'utf8').trim();
        const error = fs.readFileSync(path.join(dir, `${i}.err`), 'utf8');
        return {
          ok: status === '0',
          out: fs.readFileSync(path.join(dir, `${i}.out`), 'utf8'),
          ...(status === '0' ? {} : { error: `exit ${status}: ${error}` }),
        };
      });
    },
  },
  node: {
    tools: ['node'],
    async run(dir, samples, env) {
      const files = samples.map((s) => write(dir, `${s.id}.mjs`, s.code));
      const results = path.join(dir, 'results.json');
      await exec(process.execPath, [path.join(HERE, 'runner.mjs'), results, ...files], withEnv(env));
      return readResults(results);
    },
  },
  python: {
    tools: [PYTHON],
    async run(dir, samples, env) {
      const files = samples.map((s) => write(dir, `${s.id}.py`, s.code));
      const results = path.join(dir, 'results.json');
      await exec(PYTHON, [path.join(HERE, 'runner.py'), results, ...files], withEnv(env));
      return readResults(results);
    },
  },
  php: {
    tools: ['php'],
    async run(dir, samples, env) {
      const files = samples.map((s) => write(dir, `${s.id}.php`, s.code));
      const results = path.join(dir, 'results.json');
      await exec('php', [path.join(HERE, 'runner.php'), results, ...files], withEnv(env));
      return readResults(results);
    },
  },
  java: {
    tools: ['javac', 'java'],
    async run(dir, samples, env) {
      const classes = samples.map((s) => classOf(s.code));
      const files = samples.map((s, i) => write(dir, `${classes[i]}.java`, s.code));
      const out = path.join(dir, 'classes');
      await exec('javac', ['-d', out, path.join(HERE, 'SampleRunner.java'), ...files], {
        maxBuffer: MAX_BUFFER,
      });
      const results = path.join(dir, 'results.json');
      await exec('java', ['-cp', out, 'SampleRunner', results, ...classes], withEnv(env));
      return readResults(results);
    },
  },
  csharp: {
    // Mono's C# compiler (Debian's mono-devel): the samples are C# 7 so that it compiles them.
    tools: ['mcs', 'mono'],
    async run(dir, samples, env) {
      const classes = samples.map((s) => classOf(s.code));
      const files = samples.map((s) => write(dir, `${s.id}.cs`, s.code));
      const exe = path.join(dir, 'samples.exe');
      await exec(
        'mcs',
        [
          `-out:${exe}`,
          '-main:SampleRunner',
          '-r:System.Net.Http.dll',
          path.join(HERE, 'SampleRunner.cs'),
          ...files,
        ],
        { maxBuffer: MAX_BUFFER },
      );
      const results = path.join(dir, 'results.json');
      await exec('mono', [exe, results, ...classes], withEnv(env));
      return readResults(results);
    },
  },
};

/** The tools of a language missing on this machine. */
export async function missingTools(language: string): Promise<string[]> {
  const missing: string[] = [];
  for (const tool of LANGUAGES[language]!.tools) {
    // mcs and mono answer --version; so do the others.
    await exec(tool, ['--version']).catch(() => missing.push(tool));
  }
  return missing;
}
