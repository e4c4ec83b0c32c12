export function fmt35(x) {
  return `shared:juniper35:${x}`;
}
