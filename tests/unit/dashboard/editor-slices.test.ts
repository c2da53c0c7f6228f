/**
 * A large dashboard opens in the editor without a long task (issue 54): its lines are split a slice at a time,
 * other tasks running in between, and the document is the one CodeMirror builds at once, line for line.
 */
import fc from 'fast-check';
import { Text } from '@codemirror/state';
import { textInSlices } from '@site/src/dashboard/editor';
import { nextTask } from '@site/src/lib/next-task';

const atOnce = (text: string) => Text.of(text.split(/\r\n?|\n/));

test('any text, cut in slices anywhere, gives the same lines as at once', async () => {
  const piece = fc.constantFrom('\n', '\r\n', '\r', '{', '"a": 1,', '  ', 'é', '');
  await fc.assert(
    fc.asyncProperty(
      fc.array(piece, { maxLength: 60 }),
      fc.integer({ min: 1, max: 12 }),
      async (parts, size) => {
        const text = parts.join('');
        const doc = await textInSlices(text, size);
        const expected = atOnce(text);
        expect(doc.lines).toBe(expected.lines);
        expect(doc.toString()).toBe(expected.toString());
        for (let n = 1; n <= expected.lines; n++) expect(doc.line(n).text).toBe(expected.line(n).text);
      },
    ),
    { numRuns: 300 },
  );
});

test('a large text is split over many tasks, with the page given its turn between them', async () => {
  const line = `    { "id": "item", "title": "${'x'.repeat(300)}" },\n`;
  const text = `[\n${line.repeat(5000)}]`;
  let done = false;
  let turns = 0;
  const others = (async () => {
    while (!done) {
      turns++;
      await nextTask();
    }
  })();
  const doc = await textInSlices(text, 64 * 1024);
  done = true;
  await others;
  expect(doc.lines).toBe(5002);
  // 1.6 M characters in 64 KiB slices: 25 slices, and another task ran between each two.
  expect(turns).toBeGreaterThanOrEqual(24);
});
