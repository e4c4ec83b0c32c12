import { fmt93 } from '../shared/pollen93.mjs';
export function fmt93(x) {
  return `server:pollen93:${x}`;
}
