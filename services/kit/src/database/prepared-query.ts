import { createHash } from 'node:crypto';

/** A named statement as pg takes it: the name comes from the text, so one text is one statement on every connection. */
export interface PreparedStatement {
  name: string;
  text: string;
  toString(): string;
}

/** pg prepares a named statement on a connection's first use of it, and reuses it afterwards. */
export function preparedStatement(text: string): PreparedStatement {
  return { name: statementName(text), text, toString: () => text };
}

const names = new Map<string, string>();
function statementName(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    name = `sorsi_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    names.set(text, name);
  }
  return name;
}
