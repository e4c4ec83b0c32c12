import { fmt142 } from '../shared/maple142.mjs';
export function fmt142(x) {
  return `ui:maple142:${x}`;
}
