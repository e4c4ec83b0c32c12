import { fmt117 } from '../shared/nectar117.mjs';
export function fmt117(x) {
  return `ui:nectar117:${x}`;
}
