import { fmt119 } from '../shared/pollen119.mjs';
export function fmt119(x) {
  return `server:pollen119:${x}`;
}
