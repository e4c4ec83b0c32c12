import { fmt80 } from '../shared/cedar80.mjs';
export function fmt80(x) {
  return `ui:cedar80:${x}`;
}
