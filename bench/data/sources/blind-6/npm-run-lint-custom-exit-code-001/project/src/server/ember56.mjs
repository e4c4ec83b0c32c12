import { fmt56 } from '../shared/ember56.mjs';
export function fmt56(x) {
  return `server:ember56:${x}`;
}
