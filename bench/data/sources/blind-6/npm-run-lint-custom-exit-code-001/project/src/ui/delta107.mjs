import { fmt107 } from '../shared/delta107.mjs';
export function fmt107(x) {
  return `ui:delta107:${x}`;
}
