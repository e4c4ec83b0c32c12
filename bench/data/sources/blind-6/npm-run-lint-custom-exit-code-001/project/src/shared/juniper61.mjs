export function fmt61(x) {
  return `shared:juniper61:${x}`;
}
