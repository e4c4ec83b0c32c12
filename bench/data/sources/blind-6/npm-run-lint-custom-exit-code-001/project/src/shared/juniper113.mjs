export function fmt113(x) {
  return `shared:juniper113:${x}`;
}
