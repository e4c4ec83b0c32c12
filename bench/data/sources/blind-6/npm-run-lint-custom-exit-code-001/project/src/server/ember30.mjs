import { fmt30 } from '../shared/ember30.mjs';
export function fmt30(x) {
  return `server:ember30:${x}`;
}
