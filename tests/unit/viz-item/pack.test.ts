import { enclose, packCircles, packTree, type PackNode } from '@site/src/viz-item/render/layout';

/** Circle packing (bubble and circle-pack charts): circles never overlap, sit inside their parent, in order. */
function radii(n: number, seed = 1): number[] {
  let s = seed;
  return Array.from({ length: n }, () => {
    s = (s * 1103515245 + 12345) % 2 ** 31;
    return 2 + (s / 2 ** 31) * 60;
  });
}

function worstOverlap(cs: { x: number; y: number; r: number }[], pad: number): number {
  let worst = 0;
  for (let a = 0; a < cs.length; a++)
    for (let b = a + 1; b < cs.length; b++) {
      const A = cs[a]!;
      const B = cs[b]!;
      worst = Math.max(worst, A.r + B.r + pad - Math.hypot(A.x - B.x, A.y - B.y));
    }
  return worst;
}

describe('packCircles', () => {
  it.each([0, 1, 2, 7, 40, 400])('packs %i circles without overlap, pad kept, radii and order kept', (n) => {
    const rs = radii(n);
    const cs = packCircles(rs, 3);
    expect(cs.map((c) => c.r)).toEqual(rs);
    expect(worstOverlap(cs, 3)).toBeLessThan(1e-6);
  });

  it('packs tightly: the enclosing circle holds at least half its area in circles', () => {
    const rs = radii(400);
    const enc = enclose(packCircles(rs, 0));
    const area = rs.reduce((s, r) => s + r * r, 0);
    expect(area / (enc.r * enc.r)).toBeGreaterThan(0.5);
  });

  it('is deterministic: the same radii give the same layout', () => {
    expect(packCircles(radii(50), 2)).toEqual(packCircles(radii(50), 2));
  });

  it('scales: 2,000 circles pack without overlap', () => {
    expect(worstOverlap(packCircles(radii(2000, 7), 1), 1)).toBeLessThan(1e-6);
  });
});

describe('enclose', () => {
  it('returns the smallest circle around all circles', () => {
    const e = enclose([
      { x: -10, y: 0, r: 5 },
      { x: 10, y: 0, r: 5 },
    ]);
    expect(e.x).toBeCloseTo(0);
    expect(e.y).toBeCloseTo(0);
    expect(e.r).toBeCloseTo(15);
  });
});

describe('packTree', () => {
  it('places every child inside its parent, and siblings apart', () => {
    const leaf = (value: number): PackNode => ({ value });
    const root: PackNode = {
      value: 0,
      children: [
        { value: 0, children: [1, 4, 9, 16].map(leaf) },
        { value: 0, children: radii(30).map((r) => leaf(r * r)) },
        leaf(50),
      ],
    };
    packTree(root, 2);
    const check = (n: PackNode) => {
      const kids = n.children ?? [];
      for (const k of kids) {
        const d = Math.hypot(k.circle!.x - n.circle!.x, k.circle!.y - n.circle!.y);
        expect(d + k.circle!.r).toBeLessThanOrEqual(n.circle!.r + 1e-6);
        check(k);
      }
      expect(
        worstOverlap(
          kids.map((k) => k.circle!),
          2,
        ),
      ).toBeLessThan(1e-6);
    };
    check(root);
  });
});
