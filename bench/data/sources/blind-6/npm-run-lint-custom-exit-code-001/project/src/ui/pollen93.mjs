import { fmt93 } from '../shared/pollen93.mjs';
export function fmt93(x) {
  return `ui:pollen93:${x}`;
}
