/**
 * Asks for a secret on the terminal without showing it (the restore's 'Clave de la copia: '):
 * the terminal in raw mode, each key read as typed, nothing echoed. Answers null when the
 * input is not a terminal (a script, a pipe): the caller says how to give the key instead.
 */
export async function askHidden(prompt: string): Promise<string | null> {
  const input = process.stdin;
  if (!input.isTTY || !process.stdout.isTTY) return null;
  process.stdout.write(prompt);
  input.setRawMode(true);
  input.resume();
  input.setEncoding('utf8');
  try {
    return await new Promise<string>((resolve, reject) => {
      let typed = '';
      const onData = (text: string) => {
        for (const ch of text) {
          if (ch === '\r' || ch === '\n' || ch === '\u0004') {
            input.off('data', onData);
            resolve(typed);
            return;
          }
          // Ctrl-C: the person stopped it; nothing was changed yet.
          if (ch === '\u0003') {
            input.off('data', onData);
            reject(new Error('Cancelado.'));
            return;
          }
          if (ch === '\u007f' || ch === '\b') typed = [...typed].slice(0, -1).join('');
          else if (ch >= ' ') typed += ch;
        }
      };
      input.on('data', onData);
    });
  } finally {
    input.setRawMode(false);
    input.pause();
    process.stdout.write('\n');
  }
}
