import { test, expect } from '../support/fixtures';
import { defaultState, itemInputs } from '../../../plugins/flex-pages/examples/bindings';
import type { ExampleCodeFileSet } from '../../../plugins/flex-pages/examples/types';
import { inputsFromCode } from './code-inputs';
import { EXAMPLE_IDS, definition, demoInputs } from './helpers';

const FRAMEWORKS = ['angular', 'react', 'html', 'vue'] as const;

test('every example has code files for the four frameworks', async ({ request }) => {
  expect(EXAMPLE_IDS).toHaveLength(30);
  for (const id of EXAMPLE_IDS) {
    const response = await request.get(`/assets/example-code-files/${id}.json`);
    expect(response.status(), id).toBe(200);
    const set = (await response.json()) as ExampleCodeFileSet;
    for (const fw of FRAMEWORKS) {
      const files = set[fw].customFiles;
      expect(Object.keys(files).length, `${id} ${fw}`).toBeGreaterThan(0);
      expect(files[set[fw].stateFile], `${id} ${fw} state file`).toBeTruthy();
      for (const content of Object.values(files)) expect(content.length).toBeGreaterThan(20);
    }
  }
  const starter = await request.get('/assets/stackblitz-starter-files/starter.json');
  expect(Object.keys((await starter.json()) as object).sort()).toEqual(['angular', 'html', 'react', 'vue']);
});

for (const id of EXAMPLE_IDS) {
  test(`${id}: the code of each framework holds the inputs the running demo has`, async ({
    page,
    request,
    pageErrors: _,
  }) => {
    const def = definition(id);
    const set = (await (
      await request.get(`/assets/example-code-files/${id}.json`)
    ).json()) as ExampleCodeFileSet;
    await page.goto(`/flex/examples/${id}`);
    const state = defaultState(def);
    const check = async (s: Record<string, string>) => {
      for (const item of def.items) {
        const box = page.locator(`[data-item="${item.id}"] viz-item`);
        if ((await box.count()) === 0) continue; // not shown at this width (adaptive-charts)
        await expect
          .poll(() => demoInputs(page, item.id))
          .toEqual(JSON.parse(JSON.stringify(itemInputs(def, item, s))));
        const running = await demoInputs(page, item.id);
        for (const fw of FRAMEWORKS) {
          const code = Object.values(set[fw].customFiles).join('\n');
          expect({ fw, item: item.id, inputs: inputsFromCode(code, def, item, s) }).toEqual({
            fw,
            item: item.id,
            inputs: running,
          });
        }
      }
    };
    await check(state);
    // And after changing each selector to its last choice.
    for (const control of def.controls ?? []) {
      const last = control.choices[control.choices.length - 1]!;
      await page.getByLabel(control.label, { exact: true }).selectOption({ label: last.label });
      state[control.id] = last.id;
      await check(state);
    }
  });
}
