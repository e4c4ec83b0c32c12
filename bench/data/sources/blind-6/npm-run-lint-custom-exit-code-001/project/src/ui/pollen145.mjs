import { fmt145 } from '../shared/pollen145.mjs';
export function fmt145(x) {
  return `ui:pollen145:${x}`;
}
