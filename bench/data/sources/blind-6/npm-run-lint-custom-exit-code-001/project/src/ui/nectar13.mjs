import { fmt13 } from '../shared/nectar13.mjs';
export function fmt13(x) {
  return `ui:nectar13:${x}`;
}
