import { fmt105 } from '../shared/basalt105.mjs';
export function fmt105(x) {
  return `server:basalt105:${x}`;
}
