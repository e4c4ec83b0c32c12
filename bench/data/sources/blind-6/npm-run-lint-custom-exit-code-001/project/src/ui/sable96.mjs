import { fmt96 } from '../shared/sable96.mjs';
export function fmt96(x) {
  return `ui:sable96:${x}`;
}
