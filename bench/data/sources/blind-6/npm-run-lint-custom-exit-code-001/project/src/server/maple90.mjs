import { fmt90 } from '../shared/maple90.mjs';
export function fmt90(x) {
  return `server:maple90:${x}`;
}
