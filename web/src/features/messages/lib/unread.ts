/** '1 mensaje sin leer', '3 mensajes sin leer'. */
export const unreadText = (count: number) =>
  count === 1 ? '1 mensaje sin leer' : `${count} mensajes sin leer`;
