import { fmt95 } from '../shared/raven95.mjs';
export function fmt95(x) {
  return `server:raven95:${x}`;
}
