import { fmt0 } from '../shared/amber0.mjs';
export function fmt0(x) {
  return `server:amber0:${x}`;
}
