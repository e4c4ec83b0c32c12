import { fmt56 } from '../shared/ember56.mjs';
export function fmt56(x) {
  return `ui:ember56:${x}`;
}
