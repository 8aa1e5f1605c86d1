/**
 * A badge's label may shrink to an ellipsis (a flex item with overflow hidden): in a table
 * cell the auto layout took that as room to spare and cut 'Tabla inicial' to 'Tabla i…'.
 */
export const WHOLE_LABEL = { root: { flexShrink: 0 }, label: { overflow: 'visible' } } as const;
