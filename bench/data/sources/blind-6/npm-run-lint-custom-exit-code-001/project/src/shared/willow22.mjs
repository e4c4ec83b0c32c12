export function fmt22(x) {
  return `shared:willow22:${x}`;
}
