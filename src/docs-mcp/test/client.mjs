/**
 * The tests' and the bench's way to the server: the package's own bin (dist/cli.mjs, built first) in a child
 * process, driven by the MCP SDK's client over stdio, as an editor would.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';

const PACKAGE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const ROOT = path.resolve(PACKAGE, '../..');
export const CLI = path.join(PACKAGE, 'dist/cli.mjs');

/** The built site the tests read: MCP_SITE, else the repository's build/. */
export const SITE = process.env.MCP_SITE ?? path.join(ROOT, 'build');

/** Builds dist/cli.mjs from the sources (under a second), so a test never runs a stale bundle. */
export function buildPackage() {
  execFileSync(process.execPath, [path.join(PACKAGE, 'build.mjs')], { stdio: 'inherit' });
}

export async function connect(site = SITE) {
  if (!fs.existsSync(path.join(site, 'llms.txt')) && !/^https?:/.test(site)) {
    throw new Error(`${site} holds no built site (llms.txt): run npm run build first, or set MCP_SITE`);
  }
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [CLI, '--site', site],
    stderr: 'pipe',
  });
  const client = new Client({ name: 'docs-mcp-test', version: '1.0.0' });
  await client.connect(transport);
  return { client, pid: transport.pid, close: () => client.close() };
}

/**
 * A tool call's outcome as a reader's assistant sees it: its text and structured content, or the error
 * message, whether the server answered with an error result or a protocol error (input that breaks a schema).
 */
export async function call(client, name, args) {
  try {
    const result = await client.callTool({ name, arguments: args });
    const text = result.content?.map((c) => c.text ?? '').join('\n') ?? '';
    return result.isError ? { error: text } : { text, data: result.structuredContent };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

/** Resident memory of a process, in MiB (Linux). */
export function rssMiB(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN) / 1024;
}
