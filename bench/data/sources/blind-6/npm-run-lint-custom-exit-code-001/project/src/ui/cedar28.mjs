import { fmt28 } from '../shared/cedar28.mjs';
export function fmt28(x) {
  return `ui:cedar28:${x}`;
}
