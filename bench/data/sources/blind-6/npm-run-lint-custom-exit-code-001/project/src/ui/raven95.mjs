import { fmt95 } from '../shared/raven95.mjs';
export function fmt95(x) {
  return `ui:raven95:${x}`;
}
