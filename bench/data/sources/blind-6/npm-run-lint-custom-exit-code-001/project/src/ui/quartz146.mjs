import { fmt146 } from '../shared/quartz146.mjs';
export function fmt146(x) {
  return `ui:quartz146:${x}`;
}
