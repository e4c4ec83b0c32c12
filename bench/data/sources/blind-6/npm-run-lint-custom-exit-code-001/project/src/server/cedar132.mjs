import { fmt132 } from '../shared/cedar132.mjs';
export function fmt132(x) {
  return `server:cedar132:${x}`;
}
