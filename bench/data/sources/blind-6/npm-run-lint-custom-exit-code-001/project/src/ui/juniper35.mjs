import { fmt35 } from '../shared/juniper35.mjs';
export function fmt35(x) {
  return `ui:juniper35:${x}`;
}
