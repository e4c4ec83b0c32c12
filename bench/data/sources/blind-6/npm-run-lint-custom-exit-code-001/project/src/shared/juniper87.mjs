export function fmt87(x) {
  return `shared:juniper87:${x}`;
}
