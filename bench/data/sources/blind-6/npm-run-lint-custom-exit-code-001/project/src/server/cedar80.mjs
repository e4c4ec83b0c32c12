import { fmt80 } from '../shared/cedar80.mjs';
export function fmt80(x) {
  return `server:cedar80:${x}`;
}
