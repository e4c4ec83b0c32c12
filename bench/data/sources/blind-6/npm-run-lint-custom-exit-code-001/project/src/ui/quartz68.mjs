import { fmt68 } from '../shared/quartz68.mjs';
export function fmt68(x) {
  return `ui:quartz68:${x}`;
}
