/**
 * The API's modules stand in layers (docs/architecture.md, 'The modules in layers'): a
 * module imports only modules of a lower layer, never one beside it or above it, type
 * imports included. What a lower module needs of a higher one comes in through a registry
 * that app.ts fills (users' UserRegistry, the personal-data registry), not an import. The
 * one arrow that may run up is a foreign key between table files (`<a>.tables.ts` naming a
 * table of `<b>.tables.ts`). Lowest first.
 */
export const MODULE_LAYERS = [
  ['users'],
  ['practice'],
  ['auth'],
  ['push'],
  ['backups', 'catalog', 'clinical', 'foods', 'images', 'messages'],
  ['commerce'],
  ['agenda', 'deliveries', 'invoicing'],
  ['meal-plans'],
  ['privacy'],
  ['dashboard'],
];

/**
 * import-x/no-restricted-paths zones that say so: for each module, every module of its
 * own layer or above is out of reach (table files excepted for table files).
 */
export function moduleLayerZones(root) {
  const modules = 'api/src/modules';
  const zones = [];
  MODULE_LAYERS.forEach((layer, level) => {
    const notBelow = MODULE_LAYERS.slice(level).flat();
    for (const name of layer) {
      const others = notBelow.filter((m) => m !== name);
      if (others.length === 0) continue;
      const from =
        others.length === 1 ? `${modules}/${others[0]}/**` : `${modules}/{${others.join(',')}}/**`;
      const message = `A module imports only modules of a lower layer (eslint/module-layers.js): what '${name}' needs of one beside or above it comes through a registry that app.ts fills.`;
      zones.push({ target: `${modules}/${name}/**/!(*.tables).ts`, from, message });
      zones.push({
        target: `${modules}/${name}/${name}.tables.ts`,
        from,
        except: [`${root}/${modules}/*/*.tables.ts`],
        message,
      });
    }
  });
  return zones;
}
