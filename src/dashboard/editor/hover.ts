/** Hover documentation for property names (and item type values), from the dashboard schema. */
import { hoverTooltip, type Tooltip } from '@codemirror/view';
import { walk, type SchemaObject } from '../schema/navigate';
import { objectType, pathTo, propertyAt, propertyName, tree, MAX_ASSIST_LENGTH } from './context';
import { infoNode } from './info';

export function schemaHover(root: SchemaObject) {
  return hoverTooltip(
    (view, pos, side): Tooltip | null => {
      const { state } = view;
      const hit = propertyAt(state, pos, side);
      if (hit) {
        const at = walk(root, hit.segments, (d) => objectType(state, hit.containers[d]));
        if (!at) return null;
        const name = String(hit.segments[hit.segments.length - 1]);
        return {
          pos: hit.name.from,
          end: hit.name.to,
          above: true,
          create: () => ({ dom: infoNode(root, at.schema, at.docPath, name) }),
        };
      }
      // The value of an item's "type": describe that item type.
      if (state.doc.length > MAX_ASSIST_LENGTH) return null;
      const node = tree(state, pos).resolveInner(pos, side);
      const property = node.name === 'String' ? node.parent : null;
      if (
        !property ||
        property.name !== 'Property' ||
        propertyName(state, property) !== 'type' ||
        !property.parent
      )
        return null;
      const type = objectType(state, property.parent);
      const def = type ? root.$defs?.[`itemType.${type}`] : undefined;
      if (!def || !type) return null;
      const { segments } = pathTo(state, property.parent);
      const at = walk(root, [...segments, 'options'], () => type);
      return {
        pos: node.from,
        end: node.to,
        above: true,
        create: () => ({ dom: infoNode(root, def, at?.docPath ?? '', type) }),
      };
    },
    { hoverTime: 350 },
  );
}
