export function fmt100(x) {
  return `shared:willow100:${x}`;
}
