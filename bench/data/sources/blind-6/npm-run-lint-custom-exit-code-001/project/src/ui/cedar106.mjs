import { fmt106 } from '../shared/cedar106.mjs';
export function fmt106(x) {
  return `ui:cedar106:${x}`;
}
