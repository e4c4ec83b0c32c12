import { fmt120 } from '../shared/quartz120.mjs';
export function fmt120(x) {
  return `ui:quartz120:${x}`;
}
