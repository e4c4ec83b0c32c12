import { fmt61 } from '../shared/juniper61.mjs';
export function fmt61(x) {
  return `server:juniper61:${x}`;
}
