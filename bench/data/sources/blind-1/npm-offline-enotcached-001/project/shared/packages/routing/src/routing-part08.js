export function routing_8(x) {
  return x * 21;
}
