import { fmt42 } from '../shared/quartz42.mjs';
export function fmt42(x) {
  return `ui:quartz42:${x}`;
}
