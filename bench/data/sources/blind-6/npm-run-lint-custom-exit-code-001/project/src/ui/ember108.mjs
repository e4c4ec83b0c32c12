import { fmt108 } from '../shared/ember108.mjs';
export function fmt108(x) {
  return `ui:ember108:${x}`;
}
