import { fmt89 } from '../shared/lumen89.mjs';
export function fmt89(x) {
  return `ui:lumen89:${x}`;
}
